/**
 * Why an operation was refused, without any HTTP: every domain's service throws these, and the one error handler
 * turns the kind into a status. `data` travels to the client (e.g. the sign-up a login belongs to).
 * `upstream-failed`: a payment provider did not answer as it should; `unavailable`: the feature is off here.
 */
export type RefusalKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'throttled' | 'conflict' | 'upstream-failed' | 'unavailable';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly data?: unknown,
    /** Seconds a throttled client should wait before trying again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const REFUSAL_STATUS: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  throttled: 429,
  'upstream-failed': 502,
  unavailable: 503,
};
