import { TextField } from '@sentiscope/shared/ui';

type Props = { value: string; onChange: (value: string) => void; prompt: string };

/** The second sign-in step of an account with two-factor sign-in: the app's 6-digit code or a recovery code. */
export function TwoFactorField({ value, onChange, prompt }: Props) {
  return (
    <TextField
      label="Authentication code"
      autoComplete="one-time-code"
      autoFocus
      spellCheck={false}
      maxLength={11}
      hint={prompt}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
