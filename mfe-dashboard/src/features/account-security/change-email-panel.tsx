import { useState, type FormEvent } from 'react';
import { VALIDATION_MESSAGES, validateField } from '@sentiscope/shared/contract';
import { errorMessage, useChangeEmailMutation } from '@sentiscope/shared/api';
import { Button, notify, TextField } from '@sentiscope/shared/ui';
import { Panel, PanelForm } from './panel';

/** E-mail change: the new address must be confirmed from its own mailbox before it replaces the old one. */
export function ChangeEmailPanel({ currentEmail }: { currentEmail: string }) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ newEmail?: string; password?: string }>({});
  const [sent, setSent] = useState('');
  const [changeEmail, { isLoading }] = useChangeEmailMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { newEmail: validateField('email', newEmail), password: password ? '' : VALIDATION_MESSAGES.required('Password') };
    setErrors(found);
    if (found.newEmail || found.password || isLoading) return;
    try {
      const { message } = await changeEmail({ newEmail: newEmail.trim().toLowerCase(), password }).unwrap();
      setSent(message);
      setPassword('');
    } catch (error) {
      notify.error(errorMessage(error, 'Your e-mail address could not be changed.'));
    }
  };

  return (
    <Panel aria-labelledby="change-email-title">
      <h3 id="change-email-title">Change e-mail</h3>
      <p>
        Now <strong>{currentEmail}</strong>. We send a link to the new address; it changes when you open it.
      </p>
      {sent && <p role="status">{sent}</p>}
      <PanelForm noValidate onSubmit={submit} aria-label="Change e-mail">
        <TextField label="New e-mail" type="email" autoComplete="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} error={errors.newEmail} />
        <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
        <div>
          <Button type="submit" variant="secondary" loading={isLoading}>
            Send confirmation link
          </Button>
        </div>
      </PanelForm>
    </Panel>
  );
}
