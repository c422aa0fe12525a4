import { useState, type FormEvent } from 'react';
import { MESSAGES, RESET_TOKEN_LIFETIME_MS } from '@sentiscope/shared/contract';
import { errorMessage, useForgotPasswordMutation } from '@sentiscope/shared/api';
import { notify, TextField } from '@sentiscope/shared/ui';
import { AuthForm, Lead } from '@/components/auth-form';
import { Notice } from '@/components/notice';
import { useValidatedFields } from '@/components/use-validated-fields';
import { ResetActions } from './reset-actions';

export default function ForgetPasswordPage() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const { values, submit, field } = useValidatedFields({ email: '' });
  const [sent, setSent] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || !submit()) return;
    setSent(false);
    try {
      const result = await forgotPassword({ email: values.email.trim() }).unwrap();
      // It counts as sent only when the answer carries data.
      if (!result.data) throw new Error(MESSAGES.forgotPasswordFailed);
      notify.success(MESSAGES.forgotPasswordSent);
      setSent(true);
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.forgotPasswordFailed));
    }
  };

  return (
    <AuthForm noValidate onSubmit={handleSubmit} aria-label="Forget Password">
      <Lead>Enter the e-mail you signed up with and we will send you a link to choose a new password.</Lead>
      <TextField label="Email" type="email" inputMode="email" autoComplete="email" autoFocus {...field('email')} />
      {sent && (
        <Notice>
          <p>
            {MESSAGES.forgotPasswordSent} The link works for {RESET_TOKEN_LIFETIME_MS / 60_000} minutes.
          </p>
        </Notice>
      )}
      <ResetActions loading={isLoading} />
    </AuthForm>
  );
}
