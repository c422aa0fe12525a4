import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { describedBy, FieldError } from './field-parts';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  className?: string;
};

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Label = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const Box = styled.input`
  flex: none;
  width: 18px;
  height: 18px;
  margin: 2px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

export function Checkbox({ label, error, id, className, ...inputProps }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const invalid = Boolean(error);
  return (
    <Row className={className}>
      <Label htmlFor={inputId}>
        <Box
          {...inputProps}
          id={inputId}
          type="checkbox"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(invalid && errorId, inputProps['aria-describedby'])}
        />
        <span>{label}</span>
      </Label>
      {invalid && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Row>
  );
}
