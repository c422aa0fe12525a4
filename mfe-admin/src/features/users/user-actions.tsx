import { useState } from 'react';
import { errorMessage, useResendVerificationMutation, useRevokeUserSessionsMutation } from '@sentiscope/shared/api';
import { ADMIN_MESSAGES, MESSAGES, type AdminUserDetail } from '@sentiscope/shared/contract';
import { Button, Modal, notify } from '@sentiscope/shared/ui';

/** Revoke all sessions (asks first) and resend the verification e-mail (unverified users only). */
export function UserActions({ user }: { user: AdminUserDetail }) {
  const [revoke, revoking] = useRevokeUserSessionsMutation();
  const [resend, resending] = useResendVerificationMutation();
  const [confirming, setConfirming] = useState(false);

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify.success(done);
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.generic));
    }
  };

  return (
    <>
      {!user.isEmailVerified && (
        <Button variant="secondary" loading={resending.isLoading} onClick={() => void run(() => resend(user._id).unwrap(), ADMIN_MESSAGES.verificationSent)}>
          Resend verification
        </Button>
      )}
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Revoke all sessions
      </Button>
      <Modal
        open={confirming}
        title="Revoke all sessions?"
        size="sm"
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={revoking.isLoading}
              onClick={() => void run(() => revoke(user._id).unwrap(), ADMIN_MESSAGES.sessionsRevoked).then(() => setConfirming(false))}
            >
              Revoke sessions
            </Button>
          </>
        }
      >
        <p>
          {user.email} is signed out on every device ({user.devices.length} now). Their next request asks them to log in again.
        </p>
      </Modal>
    </>
  );
}
