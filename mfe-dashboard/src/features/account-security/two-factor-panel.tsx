import { useState, type FormEvent } from 'react';
import { SECURITY_MESSAGES, type SecurityOverview, type TwoFactorSetup } from '@sentiscope/shared/contract';
import { errorMessage, useDisableTwoFactorMutation, useEnableTwoFactorMutation, useSetupTwoFactorMutation } from '@sentiscope/shared/api';
import { Button, notify, TextField } from '@sentiscope/shared/ui';
import { Actions, Panel, PanelForm } from './panel';
import { RecoveryCodes } from './recovery-codes';
import { SecretKey } from './secret-key';

/** Two-factor sign-in with an authenticator app: enrol with a secret and a first code, turn off with password and code. */
export function TwoFactorPanel({ overview }: { overview: SecurityOverview }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [start, starting] = useSetupTwoFactorMutation();
  const [enable, enabling] = useEnableTwoFactorMutation();
  const [disable, disabling] = useDisableTwoFactorMutation();

  const begin = async () => {
    try {
      setSetup(await start().unwrap());
    } catch (error) {
      notify.error(errorMessage(error, 'Two-factor sign-in could not be set up.'));
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { recoveryCodes } = await enable({ code: code.trim() }).unwrap();
      setCodes(recoveryCodes);
      setSetup(null);
      setCode('');
      notify.success(SECURITY_MESSAGES.twoFactorEnabled);
    } catch (error) {
      notify.error(errorMessage(error, SECURITY_MESSAGES.twoFactorCodeInvalid));
    }
  };

  const turnOff = async (event: FormEvent) => {
    event.preventDefault();
    try {
      notify.success((await disable({ password, code: code.trim() }).unwrap()).message);
      setPassword('');
      setCode('');
    } catch (error) {
      notify.error(errorMessage(error, 'Two-factor sign-in could not be turned off.'));
    }
  };

  return (
    <Panel aria-labelledby="two-factor-title">
      <h3 id="two-factor-title">Two-factor sign-in</h3>
      {overview.twoFactorRequired && !overview.twoFactorEnabled && <p role="alert">{SECURITY_MESSAGES.twoFactorRequiredForAdmins}</p>}
      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
      {overview.twoFactorEnabled && !codes && (
        <>
          <p>
            On. Signing in asks for a code from your authenticator app. Recovery codes left: <strong>{overview.recoveryCodesLeft}</strong>.
          </p>
          {!overview.twoFactorRequired && (
            <PanelForm noValidate onSubmit={turnOff} aria-label="Turn off two-factor sign-in">
              <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
              <TextField label="Authentication code" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
              <Actions>
                <Button type="submit" variant="danger" loading={disabling.isLoading} disabled={!password || !code}>
                  Turn off two-factor sign-in
                </Button>
              </Actions>
            </PanelForm>
          )}
        </>
      )}
      {!overview.twoFactorEnabled && !setup && (
        <>
          <p>Off. Add a code from an authenticator app to your password, so a stolen password alone is not enough.</p>
          <Actions>
            <Button onClick={begin} loading={starting.isLoading}>
              Set up two-factor sign-in
            </Button>
          </Actions>
        </>
      )}
      {setup && (
        <PanelForm noValidate onSubmit={confirm} aria-label="Confirm two-factor sign-in">
          <SecretKey setup={setup} />
          <TextField label="Code from the app" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
          <Actions>
            <Button type="submit" loading={enabling.isLoading} disabled={code.trim().length !== 6}>
              Turn on
            </Button>
            <Button variant="secondary" onClick={() => setSetup(null)}>
              Cancel
            </Button>
          </Actions>
        </PanelForm>
      )}
    </Panel>
  );
}
