import { useSyncExternalStore } from 'react';

/** Set after a logout the server allows a rating for; carries the bearer the feedback call must use. */
export type RatingInvite = { token: string | null };

/**
 * The rating invite lives outside the layout that asks for it: a call in flight when the session ends can answer
 * 401 first, and the protected page's guard then leaves the main layout (for login, then home). The invite set
 * by the logout that is still finishing must survive that change of layout.
 */
let current: RatingInvite | null = null;
const listeners = new Set<() => void>();

export function setRatingInvite(invite: RatingInvite | null): void {
  current = invite;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const read = () => current;

export const useRatingInvite = (): RatingInvite | null => useSyncExternalStore(subscribe, read, read);
