import { useState, type FormEvent } from 'react';
import { useNavigate } from '@sentiscope/shared/router';
import { MESSAGES, RESET_REDIRECT_MS, ROUTES } from '@sentiscope/shared/contract';
import { errorMessage, useResetPasswordMutation } from '@sentiscope/shared/api';
import { notify, PasswordStrength, TextField } from '@sentiscope/shared/ui';
import { AuthForm, TextLink } from '@/components/auth-form';
import { Notice } from '@/components/notice';
import { useTimeouts } from '@/components/use-timeouts';
import { useValidatedFields } from '@/components/use-validated-fields';
import { ResetActions } from './reset-actions';

const LINK_PROBLEMS: readonly string[] = [MESSAGES.resetTokenInvalid, MESSAGES.resetTokenExpired];

export function ResetPasswordForm({ token, onDone }: { token: string; onDone?: () => void }) {
  const navigate = useNavigate();
  const schedule = useTimeouts();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const { values, submit, field } = useValidatedFields({ newPassword: '', confirmPassword: '' });
  const [done, setDone] = useState(false);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || done || !submit()) return;
    try {
      await resetPassword({ token, newPassword: values.newPassword }).unwrap();
      setDone(true);
      onDone?.();
      notify.success(MESSAGES.passwordResetSuccess);
      schedule(() => navigate(ROUTES.login, { replace: true }), RESET_REDIRECT_MS);
    } catch (error) {
      const message = errorMessage(error, MESSAGES.passwordResetFailed);
      if (LINK_PROBLEMS.includes(message)) setLinkProblem(message);
      notify.error(message);
    }
  };

  return (
    <AuthForm noValidate onSubmit={handleSubmit} aria-label="Reset Password">
      <TextField label="New Password" type="password" autoComplete="new-password" autoFocus {...field('newPassword')} />
      <PasswordStrength password={values.newPassword} />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
      {linkProblem && (
        <Notice tone="danger">
          <p>{linkProblem}</p>
          <TextLink to={ROUTES.forgetPassword}>Request a new reset link</TextLink>
        </Notice>
      )}
      <ResetActions loading={isLoading} disabled={done || linkProblem !== null} />
    </AuthForm>
  );
}
