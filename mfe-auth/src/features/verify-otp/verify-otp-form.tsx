import { useState, type ClipboardEvent, type FormEvent } from 'react';
import { useNavigate } from '@sentiscope/shared/router';
import styled from 'styled-components';
import { MESSAGES, OTP_COUNTDOWN_SECONDS, OTP_LENGTH, ROUTES, validateField } from '@sentiscope/shared/contract';
import { errorMessage, useRequestOtpMutation, useVerifyOtpMutation } from '@sentiscope/shared/api';
import { Button, notify, TextField } from '@sentiscope/shared/ui';
import { AuthForm, FormLinks, Lead, TextLink } from '@/components/auth-form';
import { formatCountdown, useCountdown } from '@/features/verify-otp/use-countdown';

const VERIFIED = 'Email verified successfully';

const Timer = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.md};

  & > * {
    flex: 1;
  }
`;

// Digits only, at most six: what a person types, and what survives a paste such as "123 456".
const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, OTP_LENGTH);

export function VerifyOtpForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const [verifyOtp, verifying] = useVerifyOtpMutation();
  const [requestOtp, resending] = useRequestOtpMutation();
  const { seconds, restart } = useCountdown(OTP_COUNTDOWN_SECONDS);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState('');

  const update = (value: string) => {
    setOtp(value);
    setError(validateField('otp', value));
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    update(digitsOf(event.clipboardData.getData('text')));
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateField('otp', otp);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      const result = await verifyOtp({ email, otp }).unwrap();
      notify.success(result.message || VERIFIED);
      navigate(ROUTES.login, { replace: true });
    } catch (failure) {
      notify.error(errorMessage(failure, MESSAGES.otpVerifyFailed));
    }
  };

  const resend = async () => {
    try {
      const result = await requestOtp({ email }).unwrap();
      notify.success(result.message || MESSAGES.otpSent);
      restart();
    } catch (failure) {
      notify.error(errorMessage(failure, MESSAGES.otpRequestFailed));
    }
  };

  return (
    <AuthForm noValidate onSubmit={verify} aria-label="Verify OTP">
      <Lead>
        Enter the {OTP_LENGTH}-digit code we sent to <strong>{email}</strong>.
      </Lead>
      <TextField
        label="OTP"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        value={otp}
        error={error}
        onPaste={handlePaste}
        onChange={(event) => update(digitsOf(event.target.value))}
      />
      <Timer role="timer" aria-live="off">
        Time remaining: {formatCountdown(seconds)}
      </Timer>
      <p className="visually-hidden" role="status">
        {seconds === 0 ? 'You can now resend the OTP.' : ''}
      </p>
      <Actions>
        <Button variant="secondary" onClick={resend} disabled={seconds > 0} loading={resending.isLoading}>
          Resend OTP
        </Button>
        <Button type="submit" loading={verifying.isLoading}>
          Verify OTP
        </Button>
      </Actions>
      <FormLinks>
        <TextLink to={ROUTES.login}>Back to Login</TextLink>
      </FormLinks>
    </AuthForm>
  );
}
