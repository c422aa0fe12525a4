import type { ReactNode } from 'react';
import { Checkbox, TextField } from '@sentiscope/shared/ui';
import type { CompanyValueType } from '@sentiscope/shared/contract';

type Props = { label: ReactNode; type: CompanyValueType; raw: string | boolean; error?: string; onChange: (raw: string | boolean) => void };

const HINTS: Partial<Record<CompanyValueType, string>> = {
  'string[]': 'Separate items with commas',
  'number[]': 'Numbers separated by commas',
};

/** An input that fits the row's type: a checkbox for booleans, a number field for numbers, text otherwise. */
export function CompanyValueInput({ label, type, raw, error, onChange }: Props) {
  if (type === 'boolean') return <Checkbox label={label} checked={raw === true} onChange={(e) => onChange(e.target.checked)} error={error} />;
  return (
    <TextField
      label={label}
      type={type === 'number' ? 'number' : 'text'}
      inputMode={type === 'number' || type === 'number[]' ? 'decimal' : undefined}
      value={String(raw)}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint={HINTS[type]}
    />
  );
}
