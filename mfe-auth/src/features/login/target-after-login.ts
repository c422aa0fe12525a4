import { ROUTES } from '@sentiscope/shared/contract';
import { takeReturnTo } from '@sentiscope/shared/store';

const AUTH_PAGES: readonly string[] = [
  ROUTES.login,
  ROUTES.signup,
  ROUTES.forgetPassword,
  ROUTES.resetPassword,
  ROUTES.verifyOtp,
  ROUTES.deviceDetails,
];

/**
 * The page the protected-route guard sent the user away from (location.state.from); else the page a
 * visitor was on before a detour through sign-up and the e-mail code (a subscribe on the pricing page,
 * kept in session storage); else the dashboard.
 */
export function targetAfterLogin(state: unknown, returnTo: string | null = takeReturnTo()): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : (returnTo ?? '');
  // Only a same-site path, and never back into the sign-in pages themselves.
  if (!pathname.startsWith('/') || pathname.startsWith('//') || AUTH_PAGES.includes(pathname)) return ROUTES.dashboard;
  const search = typeof from?.search === 'string' ? from.search : '';
  return pathname + search;
}
