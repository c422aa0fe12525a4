import { MESSAGES, ROUTES } from '@sentiscope/shared/contract';
import { FormLinks, TextLink } from '@/components/auth-form';
import { Notice } from '@/components/notice';
import { ResetPasswordForm } from '@/features/password-recovery/reset-password-form';
import { useResetToken } from '@/features/password-recovery/use-reset-token';

export default function ResetPasswordPage() {
  const { token, forget } = useResetToken();
  if (!token) {
    return (
      <Notice tone="danger">
        <p>{MESSAGES.resetTokenMissing}</p>
        <FormLinks>
          <TextLink to={ROUTES.forgetPassword}>Request a new reset link</TextLink>
          <TextLink to={ROUTES.login}>Back to Login</TextLink>
        </FormLinks>
      </Notice>
    );
  }
  return <ResetPasswordForm key={token} token={token} onDone={forget} />;
}
