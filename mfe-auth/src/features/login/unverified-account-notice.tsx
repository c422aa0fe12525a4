import { useNavigate } from '@sentiscope/shared/router';
import { MESSAGES, ROUTES } from '@sentiscope/shared/contract';
import { errorMessage, useRequestOtpMutation } from '@sentiscope/shared/api';
import { Button, notify } from '@sentiscope/shared/ui';
import { Notice } from '@/components/notice';

export type UnverifiedAccountNoticeProps = { email: string; message: string };

/** Login refused because the e-mail is not verified yet: offer to send a code and go to Verify OTP. */
export function UnverifiedAccountNotice({ email, message }: UnverifiedAccountNoticeProps) {
  const navigate = useNavigate();
  const [requestOtp, { isLoading }] = useRequestOtpMutation();

  const verify = async () => {
    try {
      const result = await requestOtp({ email }).unwrap();
      notify.success(result.message || MESSAGES.otpSent);
      navigate(`${ROUTES.verifyOtp}?${new URLSearchParams({ email })}`);
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.otpRequestFailed));
    }
  };

  return (
    <Notice tone="danger">
      <p>{message}</p>
      <p>We can send a 6-digit code to {email} to verify it now.</p>
      <Button variant="secondary" onClick={verify} loading={isLoading}>
        Verify email
      </Button>
    </Notice>
  );
}
