import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@sentiscope/shared/router';
import { MESSAGES, ROUTES, type Device } from '@sentiscope/shared/contract';
import { errorMessage, useLoginMutation, type ApiError } from '@sentiscope/shared/api';
import { temporaryTokenSet, tokenSet, useAppDispatch } from '@sentiscope/shared/store';
import { Button, notify, TextField } from '@sentiscope/shared/ui';
import { AuthForm, FormLinks, TextLink } from '@/components/auth-form';
import { useValidatedFields } from '@/components/use-validated-fields';
import { collectDeviceInfo } from '@/features/device-info/collect-device-info';
import { targetAfterLogin } from '@/features/login/target-after-login';
import { UnverifiedAccountNotice } from '@/features/login/unverified-account-notice';
import { TwoFactorField } from '@/features/login/two-factor-field';
import { isTwoFactorChallenge } from '@/features/login/two-factor-challenge';
import { useUnlockLink } from '@/features/login/use-unlock-link';

type Conflict = { devices: Device[]; token: string };

function deviceConflictOf(error: unknown): Conflict | null {
  const { status, data } = (error ?? {}) as Partial<ApiError>;
  const body = data as Partial<Conflict> | undefined;
  if (status !== 429 || !body || !Array.isArray(body.devices) || typeof body.token !== 'string') return null;
  return { devices: body.devices, token: body.token };
}

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();
  const { values, submit, field } = useValidatedFields({ email: '', loginPassword: '' });
  const [busy, setBusy] = useState(false);
  const [unverified, setUnverified] = useState<{ email: string; message: string } | null>(null);
  const [twoFactor, setTwoFactor] = useState<{ prompt: string; code: string } | null>(null);
  useUnlockLink();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !submit()) return;
    setBusy(true);
    setUnverified(null);
    const email = values.email.trim().toLowerCase();
    try {
      const device = await collectDeviceInfo();
      const twoFactorCode = twoFactor?.code.trim() || undefined;
      const result = await login({ email, password: values.loginPassword, device, twoFactorCode }).unwrap();
      dispatch(tokenSet(result.token));
      navigate(targetAfterLogin(location.state), { replace: true });
    } catch (error) {
      setBusy(false);
      const conflict = deviceConflictOf(error);
      if (isTwoFactorChallenge(error)) {
        const prompt = errorMessage(error, MESSAGES.loginFailed);
        if (twoFactor?.code) notify.error(prompt);
        setTwoFactor({ prompt, code: '' });
      } else if (conflict) {
        dispatch(temporaryTokenSet(conflict.token));
        navigate(ROUTES.deviceDetails, { state: { devices: conflict.devices } });
      } else if ((error as Partial<ApiError>).status === 403) {
        setUnverified({ email, message: errorMessage(error, MESSAGES.emailNotVerified) });
      } else {
        notify.error(errorMessage(error, MESSAGES.loginFailed));
      }
    }
  };

  return (
    <AuthForm noValidate onSubmit={handleSubmit} aria-label="Login">
      <TextField label="Email" type="email" inputMode="email" autoComplete="username" autoFocus {...field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...field('loginPassword')} />
      {twoFactor && (
        <TwoFactorField prompt={twoFactor.prompt} value={twoFactor.code} onChange={(code) => setTwoFactor({ ...twoFactor, code })} />
      )}
      {unverified && <UnverifiedAccountNotice email={unverified.email} message={unverified.message} />}
      <Button type="submit" variant="login" fullWidth loading={busy}>
        Login
      </Button>
      <FormLinks>
        <TextLink to={ROUTES.forgetPassword}>Forgot password?</TextLink>
        <span>
          No account yet? <TextLink to={ROUTES.signup}>Sign Up</TextLink>
        </span>
      </FormLinks>
    </AuthForm>
  );
}
