import styled from 'styled-components';

export { FieldError as Failure, FieldHint as Hint, FieldLabel as Label } from '../ui/field-parts';

export const Root = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  width: 100%;
  max-width: 520px;
`;

export const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: 0 ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.muted};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: ${({ theme }) => theme.shadows.focusRing};
  }
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: 0;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: 0;
  &:focus,
  &:focus-visible {
    outline: none;
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Popup = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  margin-top: ${({ theme }) => theme.spacing.xs};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &[hidden] {
    display: none;
  }
`;

export const List = styled.ul`
  max-height: min(360px, 60vh);
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xs} 0;
  overflow-y: auto;
  list-style: none;
  &:empty {
    display: none;
  }
`;

export const OptionRow = styled.li<{ $active: boolean }>`
  display: grid;
  grid-template-columns: minmax(3.5rem, auto) 1fr auto;
  grid-template-areas: 'symbol name action' 'symbol kind action';
  align-items: center;
  column-gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
  box-shadow: ${({ theme, $active }) => ($active ? `inset 3px 0 0 ${theme.colors.primary}` : 'none')};
`;

export const Symbol = styled.span`
  grid-area: symbol;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

export const Name = styled.span`
  grid-area: name;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Kind = styled.span`
  grid-area: kind;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

export const Action = styled.span<{ $add: boolean; $locked: boolean }>`
  grid-area: action;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $add, $locked }) => ($locked ? theme.colors.muted : $add ? theme.colors.primaryText : theme.colors.text)};
  border: 1px ${({ $locked }) => ($locked ? 'dashed' : 'solid')} ${({ theme, $add }) => ($add ? theme.colors.primary : theme.colors.border)};
`;

export const Status = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export const Note = styled(Status)`
  padding: 0;
`;
