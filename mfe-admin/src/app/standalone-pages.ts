import { lazy } from 'react';
import type { StandalonePage } from '@sentiscope/shared/standalone';
import { ROUTES } from '@sentiscope/shared/contract';

/** The same pages the shell routes to, on the same paths, for running this remote alone. */
export const STANDALONE_PAGES: StandalonePage[] = [
  { path: ROUTES.admin, Page: lazy(() => import('@/features/admin-home/admin-home-page')) },
  { path: ROUTES.adminPricing, Page: lazy(() => import('@/features/pricing/admin-pricing-page')) },
  { path: ROUTES.adminCompany, Page: lazy(() => import('@/features/company-info/admin-company-page')) },
  { path: ROUTES.adminAnnouncement, Page: lazy(() => import('@/features/announcement/admin-announcement-page')) },
  { path: ROUTES.adminUsers, Page: lazy(() => import('@/features/users/admin-users-page')) },
  { path: ROUTES.adminUser, Page: lazy(() => import('@/features/users/admin-user-page')) },
  { path: ROUTES.adminActivity, Page: lazy(() => import('@/features/activity/admin-activity-page')) },
];
