import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { describedBy, FieldError, FieldHint, FieldLabel, FieldRoot, Input, InputFrame } from './field-parts';
import { PasswordToggle } from './password-toggle';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  className?: string;
};

export function TextField({ label, error, hint, id, type = 'text', className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [passwordVisible, setPasswordVisible] = useState(false);
  const isPassword = type === 'password';
  const invalid = Boolean(error);

  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <InputFrame $invalid={invalid}>
        <Input
          {...inputProps}
          id={inputId}
          type={isPassword && passwordVisible ? 'text' : type}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hint != null && hintId, invalid && errorId, inputProps['aria-describedby'])}
        />
        {isPassword && (
          <PasswordToggle visible={passwordVisible} onToggle={() => setPasswordVisible((v) => !v)} controls={inputId} />
        )}
      </InputFrame>
      {hint != null && <FieldHint id={hintId}>{hint}</FieldHint>}
      {invalid && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </FieldRoot>
  );
}
