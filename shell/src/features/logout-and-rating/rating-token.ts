import type { LogoutResult } from '@sentiscope/shared/contract';

/** The short-lived token the logout answer carries for the one feedback call that may follow it. */
export function ratingTokenOf(result: LogoutResult): string | null {
  return typeof result.ratingToken === 'string' && result.ratingToken !== '' ? result.ratingToken : null;
}
