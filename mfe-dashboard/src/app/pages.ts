import { ROUTES, type RemotePages } from '@sentiscope/shared/contract';

/**
 * This remote's pages, listed once: each path it serves -> its page module under src/features. The exposes the
 * shell loads (rspack.config.ts) and the pages of a standalone run (src/bootstrap.tsx) both come from this list.
 */
export const PAGES = {
  [ROUTES.dashboard]: 'dashboard/dashboard-page',
  [ROUTES.userProfile]: 'profile/user-profile-page',
  [ROUTES.userDeviceDetails]: 'devices/user-device-details-page',
  [ROUTES.alerts]: 'alerts/alerts-page',
  [ROUTES.markets]: 'markets/markets-page',
} satisfies RemotePages;
