import { ROUTES, type RemotePages } from '@sentiscope/shared/contract';

/**
 * This remote's pages, listed once: each path it serves -> its page module under src/features. The exposes the
 * shell loads (rspack.config.ts) and the pages of a standalone run (src/bootstrap.tsx) both come from this list.
 */
export const PAGES = {
  [ROUTES.home]: 'home/home-page',
  [ROUTES.about]: 'about/about-page',
  [ROUTES.guide]: 'guide/guide-page',
  [ROUTES.contact]: 'contact/contact-page',
  [ROUTES.plans]: 'plans/plans-page',
  [ROUTES.pricing]: 'plans/plans-page',
  [ROUTES.success]: 'checkout-result/success-page',
  [ROUTES.cancel]: 'checkout-result/cancel-page',
  [ROUTES.checkout]: 'checkout/checkout-page',
  [ROUTES.trackRecord]: 'track-record/track-record-page',
  [ROUTES.developers]: 'developers/developers-page',
} satisfies RemotePages;
