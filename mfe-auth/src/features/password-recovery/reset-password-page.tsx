import { useSearchParams } from '@sentiscope/shared/router';
import { MESSAGES, ROUTES } from '@sentiscope/shared/contract';
import { FormLinks, TextLink } from '@/components/auth-form';
import { Notice } from '@/components/notice';
import { ResetPasswordForm } from '@/features/password-recovery/reset-password-form';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
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
  return <ResetPasswordForm key={token} token={token} />;
}
