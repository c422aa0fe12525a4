import { lazy } from 'react';
import type { StandalonePage } from '@sentiscope/shared/standalone';

/** The same pages the shell routes to, on the same paths, for running this remote alone. */
export const STANDALONE_PAGES: StandalonePage[] = [
  { path: '/login', Page: lazy(() => import('@/features/login/login-page')) },
  { path: '/signup', Page: lazy(() => import('@/features/signup/signup-page')) },
  { path: '/forget-password', Page: lazy(() => import('@/features/password-recovery/forget-password-page')) },
  { path: '/reset-password', Page: lazy(() => import('@/features/password-recovery/reset-password-page')) },
  { path: '/verify-otp', Page: lazy(() => import('@/features/verify-otp/verify-otp-page')) },
  { path: '/device-details', Page: lazy(() => import('@/features/device-conflict/device-details-page')) },
];
