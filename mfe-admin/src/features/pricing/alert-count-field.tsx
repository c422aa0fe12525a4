import { ALERT_LIMIT_MAX } from '@sentiscope/shared/contract';
import { TextField } from '@sentiscope/shared/ui';

type Props = { label: string; value: string; error?: string; hint: string; onChange: (value: string) => void };

/** A whole number of alerts, from 0 to the most any plan may state. */
export function AlertCountField({ label, value, error, hint, onChange }: Props) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      max={ALERT_LIMIT_MAX}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint={hint}
    />
  );
}
