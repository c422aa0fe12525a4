import type { Plan } from '@sentiscope/shared/contract';
import { Button, Modal } from '@sentiscope/shared/ui';

type Props = { plan: Plan | null; deleting: boolean; onConfirm: () => void; onClose: () => void };

/** Deleting a plan asks first; the server still refuses while users are subscribed to it. */
export function DeletePlanDialog({ plan, deleting, onConfirm, onClose }: Props) {
  return (
    <Modal
      open={plan !== null}
      title={`Delete ${plan?.title ?? 'plan'}?`}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" loading={deleting} onClick={onConfirm}>
            Delete plan
          </Button>
        </>
      }
    >
      <p>The plan disappears from every pricing page at once. A plan that users are subscribed to cannot be deleted.</p>
    </Modal>
  );
}
