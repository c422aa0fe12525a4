import type { ApiError } from '@sentiscope/shared/api';

/** A login answer saying the password was right and a second factor is needed (or was wrong). */
export function isTwoFactorChallenge(error: unknown): boolean {
  const { status, data } = (error ?? {}) as Partial<ApiError>;
  return status === 401 && !!data && typeof data === 'object' && (data as { twoFactorRequired?: unknown }).twoFactorRequired === true;
}
