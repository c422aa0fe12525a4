import { useSearchParams } from '@sentiscope/shared/router';
import { ROUTES } from '@sentiscope/shared/contract';
import { FormLinks, TextLink } from '@/components/auth-form';
import { Notice } from '@/components/notice';
import { VerifyOtpForm } from '@/features/verify-otp/verify-otp-form';

export default function VerifyOtpPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  if (!email) {
    return (
      <Notice tone="danger">
        <p>This page needs the e-mail address the code was sent to. Sign up, or log in to an unverified account to get a new code.</p>
        <FormLinks>
          <TextLink to={ROUTES.signup}>Sign Up</TextLink>
          <TextLink to={ROUTES.login}>Back to Login</TextLink>
        </FormLinks>
      </Notice>
    );
  }
  // Keyed by e-mail so a new address starts a fresh form and countdown.
  return <VerifyOtpForm key={email} email={email} />;
}
