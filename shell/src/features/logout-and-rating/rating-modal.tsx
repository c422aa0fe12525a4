import { Modal } from '@sentiscope/shared/ui';
import { FeedbackForm } from './feedback-form';
import type { RatingInvite } from './rating-invite';

/** The rating modal: shown after a logout the server allows a rating for (one rating per member). */
export function RatingModal({ invite, onClose }: { invite: RatingInvite | null; onClose: () => void }) {
  return (
    <Modal open={invite !== null} title="How was your experience?" size="sm" onClose={onClose}>
      <FeedbackForm ratingToken={invite?.token ?? null} onDone={onClose} />
    </Modal>
  );
}
