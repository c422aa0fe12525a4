import { ROUTES, type RemotePages } from '@sentiscope/shared/contract';

/**
 * This remote's pages, listed once: each path it serves -> its page module under src/features. The exposes the
 * shell loads (rspack.config.ts) and the pages of a standalone run (src/bootstrap.tsx) both come from this list.
 */
export const PAGES = {
  [ROUTES.admin]: 'admin-home/admin-home-page',
  [ROUTES.adminPricing]: 'pricing/admin-pricing-page',
  [ROUTES.adminCompany]: 'company-info/admin-company-page',
  [ROUTES.adminAnnouncement]: 'announcement/admin-announcement-page',
  [ROUTES.adminUsers]: 'users/admin-users-page',
  [ROUTES.adminUser]: 'users/admin-user-page',
  [ROUTES.adminActivity]: 'activity/admin-activity-page',
  [ROUTES.adminData]: 'data/admin-data-page',
  [ROUTES.adminAssets]: 'assets/admin-assets-page',
} satisfies RemotePages;
