import { lazy } from 'react';
import type { StandalonePage } from '@sentiscope/shared/standalone';

/** The same pages the shell routes to, on the same paths, for running this remote alone. */
export const STANDALONE_PAGES: StandalonePage[] = [
  { path: '/dashboard', Page: lazy(() => import('@/features/dashboard/dashboard-page')) },
  { path: '/user-profile', Page: lazy(() => import('@/features/profile/user-profile-page')) },
  { path: '/user-device-details', Page: lazy(() => import('@/features/devices/user-device-details-page')) },
];
