/**
 * Why an account operation was refused, without any HTTP: the routes' error handler turns the kind into a status.
 * `data` travels to the client (e.g. the sign-up a login belongs to).
 */
export type RefusalKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'throttled' | 'conflict';

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
};
