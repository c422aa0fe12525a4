import { lazy } from 'react';
import type { StandalonePage } from '@sentiscope/shared/standalone';

/** The same pages the shell routes to, on the same paths, for running this remote alone. */
export const STANDALONE_PAGES: StandalonePage[] = [
  { path: '/', Page: lazy(() => import('@/features/home/home-page')) },
  { path: '/about', Page: lazy(() => import('@/features/about/about-page')) },
  { path: '/guide', Page: lazy(() => import('@/features/guide/guide-page')) },
  { path: '/contact', Page: lazy(() => import('@/features/contact/contact-page')) },
  { path: '/plans', Page: lazy(() => import('@/features/plans/plans-page')) },
  { path: '/success', Page: lazy(() => import('@/features/checkout-result/success-page')) },
  { path: '/cancel', Page: lazy(() => import('@/features/checkout-result/cancel-page')) },
  { path: '/checkout', Page: lazy(() => import('@/features/checkout/checkout-page')) },
  { path: '/pricing', Page: lazy(() => import('@/features/plans/plans-page')) },
];
