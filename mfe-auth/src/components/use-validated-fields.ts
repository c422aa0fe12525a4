import { useState } from 'react';
import { validateField, validateFields, type FieldErrors, type ValidatedField } from '@sentiscope/shared/contract';

/**
 * Form values with the contract's validation messages as errors that update while typing. A field is checked once it has been typed in;
 * submit() checks every field and says whether the form may be sent.
 */
export function useValidatedFields<F extends ValidatedField>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const change = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((current) => {
      const updated: FieldErrors<F> = { ...current, [field]: validateField(field, value, next) };
      // A confirmation already typed is re-checked when the password it must equal changes.
      for (const other of Object.keys(next) as F[]) {
        if (other === 'confirmPassword' && field !== other && next[other] !== '') {
          updated[other] = validateField(other, next[other], next);
        }
      }
      return updated;
    });
  };

  const submit = (): boolean => {
    const found = validateFields(values);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  /** The props a TextField needs for one field: its name, value, error and change handler. */
  const field = (name: F) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });

  return { values, errors, change, submit, field };
}
