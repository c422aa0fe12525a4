import { lazy, Suspense } from 'react';
import type { RatingInvite } from './rating-invite';

// The rating form is its own chunk, fetched when a logout invites a rating: no first load carries it.
const RatingModal = lazy(() => import('./rating-modal').then((module) => ({ default: module.RatingModal })));

/** The rating modal's place in the layout: nothing until a logout the server allows a rating for. */
export function RatingModalSlot({ invite, onClose }: { invite: RatingInvite | null; onClose: () => void }) {
  if (invite === null) return null;
  return (
    <Suspense fallback={null}>
      <RatingModal invite={invite} onClose={onClose} />
    </Suspense>
  );
}
