import { useState, type FormEvent } from 'react';
import { DELETE_ACCOUNT_CONFIRMATION } from '@sentiscope/shared/contract';
import { api, errorMessage, useDeleteAccountMutation } from '@sentiscope/shared/api';
import { useAppDispatch, useEndSession } from '@sentiscope/shared/store';
import { Button, Modal, notify, TextField } from '@sentiscope/shared/ui';
import { Actions, PanelForm } from './panel';

/** Deleting needs the password and the typed word; then the session ends here too and the site goes home. */
export function DeleteAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const endSession = useEndSession();
  const ready = password !== '' && typed === DELETE_ACCOUNT_CONFIRMATION;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || isLoading) return;
    try {
      const { message } = await deleteAccount({ password, confirmation: typed }).unwrap();
      endSession();
      dispatch(api.util.resetApiState());
      notify.success(message);
    } catch (error) {
      notify.error(errorMessage(error, 'Your account could not be deleted.'));
    }
  };

  return (
    <Modal open={open} onClose={onClose} title="Delete my account">
      <PanelForm noValidate onSubmit={submit} aria-label="Delete my account">
        <p>
          Your profile, sign-ins, feedback, watchlist, alerts and notifications are erased and any subscription is
          cancelled. Payment records are kept without your name or address, as the law requires. This cannot be undone.
        </p>
        <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <TextField label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        <Actions>
          <Button type="submit" variant="danger" loading={isLoading} disabled={!ready}>
            Delete my account
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </Actions>
      </PanelForm>
    </Modal>
  );
}
