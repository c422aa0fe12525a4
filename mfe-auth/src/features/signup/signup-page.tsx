import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@sentiscope/shared/router';
import { MESSAGES, OTP_TO_VERIFY_PAGE_MS, ROUTES, SIGNUP_TOAST_TO_OTP_MS } from '@sentiscope/shared/contract';
import { errorMessage, useRequestOtpMutation, useSignupMutation } from '@sentiscope/shared/api';
import { Button, notify, PasswordStrength, TextField } from '@sentiscope/shared/ui';
import { AuthForm, FormLinks, Lead, TextLink } from '@/components/auth-form';
import { useTimeouts } from '@/components/use-timeouts';
import { useValidatedFields } from '@/components/use-validated-fields';
import { SignupConsents } from '@/features/signup/signup-consents';

const SIGNUP_SUCCEEDED = 'Signup successful. Please verify your email.';

export default function SignupPage() {
  const navigate = useNavigate();
  const schedule = useTimeouts();
  const [signup] = useSignupMutation();
  const [requestOtp] = useRequestOtpMutation();
  const { values, change, submit, field } = useValidatedFields({
    name: '',
    email: '',
    phoneNumber: '',
    password: '',
    confirmPassword: '',
  });
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [isAbove18, setIsAbove18] = useState(false);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const ready = acceptedTerms && isAbove18;

  // After sign-up: the toast, an OTP request 500 ms later, then Verify OTP 500 ms after that (docs/decisions/041-auth-flows.md).
  const continueToVerification = (email: string) => {
    schedule(async () => {
      try {
        const result = await requestOtp({ email }).unwrap();
        notify.success(result.message || MESSAGES.otpSent);
      } catch (error) {
        notify.error(errorMessage(error, MESSAGES.otpRequestFailed));
      }
      // Even without a code the verify page is the right place: its Resend OTP opens when the countdown ends.
      schedule(() => navigate(`${ROUTES.verifyOtp}?${new URLSearchParams({ email })}`), OTP_TO_VERIFY_PAGE_MS);
    }, SIGNUP_TOAST_TO_OTP_MS);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !ready || !submit()) return;
    setBusy(true);
    const email = values.email.trim();
    try {
      const result = await signup({
        name: values.name.trim(),
        email,
        password: values.password,
        phoneNumber: values.phoneNumber.trim(),
        isAbove18,
        acceptedTermsAndConditions: acceptedTerms,
      }).unwrap();
      notify.success(result.message || SIGNUP_SUCCEEDED);
      continueToVerification(email);
    } catch (error) {
      setBusy(false);
      notify.error(errorMessage(error, MESSAGES.signupFailed));
    }
  };

  return (
    <AuthForm noValidate onSubmit={handleSubmit} aria-label="Sign Up">
      <TextField label="Name" autoComplete="name" autoFocus {...field('name')} />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        {...field('email')}
        onChange={(event) => change('email', event.target.value.toLowerCase())}
      />
      <TextField label="Phone Number (optional)" type="tel" inputMode="tel" autoComplete="tel" hint="10 to 15 digits, + allowed" {...field('phoneNumber')} />
      <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
      <PasswordStrength password={values.password} userInputs={[values.name, values.email]} />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
      <SignupConsents
        acceptedTerms={acceptedTerms}
        isAbove18={isAbove18}
        onAcceptedTermsChange={setAcceptedTerms}
        onIsAbove18Change={setIsAbove18}
      />
      {!ready && <Lead id={hintId}>Tick both boxes above to sign up.</Lead>}
      <Button type="submit" fullWidth disabled={!ready} loading={busy} aria-describedby={ready ? undefined : hintId}>
        Sign Up
      </Button>
      <FormLinks>
        <span>
          Already have an account? <TextLink to={ROUTES.login}>Back to Login</TextLink>
        </span>
      </FormLinks>
    </AuthForm>
  );
}
