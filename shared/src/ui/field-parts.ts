import styled from 'styled-components';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  width: 100%;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.dangerText};
`;

export const InputFrame = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.dangerText : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  transition: border-color ${({ theme }) => theme.durations.fast} ease;

  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.dangerText : theme.colors.focus)};
    box-shadow: 0 0 0 3px rgba(147, 197, 253, 0.25);
  }
`;

// A percentage width lets the field narrow with its column: an input's own width (about 20 characters) would
// otherwise count as the least its form can take, and widen a phone's page.
export const Input = styled.input`
  flex: 1;
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.md}`};
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: 0;
  border-radius: inherit;

  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
    opacity: 0.8;
  }

  &:focus,
  &:focus-visible {
    outline: none;
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

// Joins optional ids into one aria-describedby value, or leaves the attribute off.
export const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;
