import { useState } from 'react';
import { MESSAGES, type User } from '@sentiscope/shared/contract';
import { errorMessage, useCancelSubscriptionMutation, useResumeSubscriptionMutation } from '@sentiscope/shared/api';
import { Button, LinkButton, Modal, notify } from '@sentiscope/shared/ui';
import { ProfileSection } from './profile-section';

/** A date-time as a local date: '12 Dec 2026'. */
export const localDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Plan, state and expiry; cancel at period end with a confirmation, resume before that day, upgrade. */
export function SubscriptionSection({ user }: { user: User }) {
  const { subscription } = user;
  const [confirming, setConfirming] = useState(false);
  const [cancel, cancelState] = useCancelSubscriptionMutation();
  const [resume, resumeState] = useResumeSubscriptionMutation();
  const paid = Boolean(user.stripe.subscriptionId) && subscription.planTitle !== 'Free' && subscription.isActive;
  const ending = paid && subscription.cancelAtPeriodEnd && subscription.expiry;

  const confirmCancel = async () => {
    try {
      await cancel({ subscriptionId: user.stripe.subscriptionId ?? '' }).unwrap();
      setConfirming(false);
      notify.success(`Cancelled. ${subscription.planTitle} stays yours until ${localDate(subscription.expiry as string)}.`);
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.cancelSubscriptionDialogFailed));
    }
  };

  const doResume = async () => {
    try {
      await resume().unwrap();
      notify.success('Resumed: your subscription will renew as usual.');
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to resume subscription. Please try again.'));
    }
  };

  return (
    <ProfileSection title="Subscription">
      <dl>
        <dt>Plan</dt>
        <dd>{subscription.planTitle}</dd>
        <dt>Active</dt>
        <dd>{subscription.isActive ? 'Yes' : 'No'}</dd>
        <dt>Expires</dt>
        <dd>{subscription.expiry ? localDate(subscription.expiry) : 'Never'}</dd>
      </dl>
      {ending && (
        <p role="status">
          {subscription.planTitle} ends on {localDate(subscription.expiry as string)}.
        </p>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {ending ? (
          <Button variant="success" loading={resumeState.isLoading} onClick={doResume}>
            Resume
          </Button>
        ) : (
          <Button
            variant="danger"
            disabled={!paid}
            loading={cancelState.isLoading}
            title={paid ? undefined : 'There is no active paid subscription to cancel'}
            onClick={() => setConfirming(true)}
          >
            Cancel Subscription
          </Button>
        )}
        <LinkButton to="/plans" variant="upgrade">
          Upgrade Subscription
        </LinkButton>
      </div>
      <Modal
        open={confirming}
        title="Cancel your subscription?"
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="danger" loading={cancelState.isLoading} onClick={confirmCancel}>
              Yes, Cancel
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              No, Keep Subscription
            </Button>
          </>
        }
      >
        <p>
          You keep {subscription.planTitle} until {subscription.expiry ? localDate(subscription.expiry) : 'the end of the period'}; after that your account
          moves to the Free plan. You can resume before then.
        </p>
      </Modal>
    </ProfileSection>
  );
}
