import { ROUTES, type RemotePages } from '@sentiscope/shared/contract';

/**
 * This remote's pages, listed once: each path it serves -> its page module under src/features. The exposes the
 * shell loads (rspack.config.ts) and the pages of a standalone run (src/bootstrap.tsx) both come from this list.
 */
export const PAGES = {
  [ROUTES.login]: 'login/login-page',
  [ROUTES.signup]: 'signup/signup-page',
  [ROUTES.forgetPassword]: 'password-recovery/forget-password-page',
  [ROUTES.resetPassword]: 'password-recovery/reset-password-page',
  [ROUTES.verifyOtp]: 'verify-otp/verify-otp-page',
  [ROUTES.deviceDetails]: 'device-conflict/device-details-page',
} satisfies RemotePages;
