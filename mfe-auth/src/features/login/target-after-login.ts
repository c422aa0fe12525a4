import { ROUTES } from '@sentiscope/shared/contract';

const AUTH_PAGES: readonly string[] = [
  ROUTES.login,
  ROUTES.signup,
  ROUTES.forgetPassword,
  ROUTES.resetPassword,
  ROUTES.verifyOtp,
  ROUTES.deviceDetails,
];

/** The page the protected-route guard sent the user away from (location.state.from), else the dashboard. */
export function targetAfterLogin(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  // Only a same-site path, and never back into the sign-in pages themselves.
  if (!pathname.startsWith('/') || pathname.startsWith('//') || AUTH_PAGES.includes(pathname)) return ROUTES.dashboard;
  const search = typeof from?.search === 'string' ? from.search : '';
  return pathname + search;
}
