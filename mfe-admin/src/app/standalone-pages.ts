import { lazy } from 'react';
import type { StandalonePage } from '@sentiscope/shared/standalone';

/** The same pages the shell routes to, on the same paths, for running this remote alone. */
export const STANDALONE_PAGES: StandalonePage[] = [
  { path: '/admin', Page: lazy(() => import('@/features/admin-home/admin-home-page')) },
  { path: '/admin/pricing', Page: lazy(() => import('@/features/pricing/admin-pricing-page')) },
  { path: '/admin/company', Page: lazy(() => import('@/features/company-info/admin-company-page')) },
  { path: '/admin/announcement', Page: lazy(() => import('@/features/announcement/admin-announcement-page')) },
];
