import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { describedBy, FieldError, FieldHint, FieldLabel, FieldRoot, InputFrame } from './field-parts';

export type SelectOption = { value: string; label: ReactNode; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: ReactNode;
  options: SelectOption[];
  error?: ReactNode;
  hint?: ReactNode;
  /** Shown first with an empty value, e.g. "Choose a plan". */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
  className?: string;
};

const NativeSelect = styled.select`
  flex: 1;
  min-width: 0;
  appearance: none;
  padding: ${({ theme }) => `${theme.spacing.md} 40px ${theme.spacing.md} ${theme.spacing.md}`};
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: 0;
  border-radius: inherit;
  cursor: pointer;

  &:focus,
  &:focus-visible {
    outline: none;
  }

  option {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Chevron = styled(ChevronDown)`
  position: absolute;
  right: ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.muted};
  pointer-events: none;
`;

const Frame = styled(InputFrame)`
  position: relative;
`;

// A native select, so keyboard, screen readers and phone pickers all work as people expect.
export function Select({ label, options, error, hint, placeholder, id, className, ...selectProps }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const invalid = Boolean(error);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <Frame $invalid={invalid}>
        <NativeSelect
          {...selectProps}
          id={selectId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hint != null && `${selectId}-hint`, invalid && `${selectId}-error`)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <Chevron size={18} aria-hidden="true" />
      </Frame>
      {hint != null && <FieldHint id={`${selectId}-hint`}>{hint}</FieldHint>}
      {invalid && (
        <FieldError id={`${selectId}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </FieldRoot>
  );
}
