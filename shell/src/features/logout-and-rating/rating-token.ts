import type { LogoutResult } from '@sentiscope/shared/contract';

/**
 * The short-lived token the logout answer carries for the one feedback call that may follow it.
 * The contract names it `ratingToken`; the API draft calls it `feedbackToken`, so both are read.
 */
export function ratingTokenOf(result: LogoutResult): string | null {
  const legacy = (result as LogoutResult & { feedbackToken?: unknown }).feedbackToken;
  if (typeof result.ratingToken === 'string' && result.ratingToken !== '') return result.ratingToken;
  return typeof legacy === 'string' && legacy !== '' ? legacy : null;
}
