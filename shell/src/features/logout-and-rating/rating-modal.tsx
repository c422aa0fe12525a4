import { Modal } from '@sentiscope/shared/ui';
import { FeedbackForm } from './feedback-form';
import type { RatingInvite } from './rating-invite';

/** Shown after a logout the server allows a rating for (SPEC §2 Rating modal). */
export function RatingModal({ invite, onClose }: { invite: RatingInvite | null; onClose: () => void }) {
  return (
    <Modal open={invite !== null} title="How was your experience?" size="sm" onClose={onClose}>
      <FeedbackForm ratingToken={invite?.token ?? null} onDone={onClose} />
    </Modal>
  );
}
