import type { RouteEntry } from './route-table';

/** What the shell knows of the visit's session when it decides whether to fetch a page's code ahead of time. */
export type SessionAccess = {
  signedIn: boolean;
  /** True only once the user is loaded and is a super admin; unknown counts as no. */
  superAdmin: boolean;
};

/**
 * Whether the visit may open a page, as its guard will decide: public pages for everyone, member pages with a
 * session, admin pages for a super admin. Preloads ask this first, so no remote's code arrives before its guard
 * would let the page render (a member never downloads the admin remote).
 */
export function mayOpen(route: Pick<RouteEntry, 'access'>, session: SessionAccess): boolean {
  if (route.access === 'public') return true;
  if (route.access === 'protected') return session.signedIn;
  return session.signedIn && session.superAdmin;
}
