import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

const control = css<{ $invalid?: boolean }>`
  width: 100%;
  padding: ${({ theme }) => theme.spacing.md};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.dangerText : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: 0 0 0 3px rgba(147, 197, 253, 0.25);
  }
`;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

const Area = styled.textarea<{ $invalid?: boolean }>`
  ${control};
  min-height: 120px;
  resize: vertical;
`;

const Select = styled.select<{ $invalid?: boolean }>`
  ${control};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.dangerText};
`;

type Extra = { label: ReactNode; hint?: ReactNode; error?: string };

export function TextAreaField({ label, hint, error, ...props }: Extra & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Root>
      <label htmlFor={id}>{label}</label>
      <Area id={id} $invalid={Boolean(error)} aria-invalid={Boolean(error) || undefined} aria-describedby={error ? `${id}-e` : hint ? `${id}-h` : undefined} {...props} />
      {hint && !error && <Hint id={`${id}-h`}>{hint}</Hint>}
      {error && <ErrorText id={`${id}-e`}>{error}</ErrorText>}
    </Root>
  );
}

export function SelectField({ label, hint, error, children, ...props }: Extra & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Root>
      <label htmlFor={id}>{label}</label>
      <Select id={id} $invalid={Boolean(error)} aria-invalid={Boolean(error) || undefined} aria-describedby={error ? `${id}-e` : hint ? `${id}-h` : undefined} {...props}>
        {children}
      </Select>
      {hint && !error && <Hint id={`${id}-h`}>{hint}</Hint>}
      {error && <ErrorText id={`${id}-e`}>{error}</ErrorText>}
    </Root>
  );
}

/** Form fields in a responsive two-column grid; `full` items span both columns. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  & > .full {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr;
  }
`;
