import type { User } from '@sentiscope/shared/contract';
import { aMember, makeToken as kitToken, type MemberOverrides } from '@sentiscope/shared/testing';

/** A member's token that expires at `expSeconds` (seconds since the epoch). */
export const makeToken = (userId: string, expSeconds: number) => kitToken({ userId, exp: expSeconds });

export const tokenValidFor = (userId: string, ms: number, now = Date.now()) => makeToken(userId, Math.floor((now + ms) / 1000));

/** An ISO date `days` calendar days from now (same clock time), so daysUntil gives exactly `days`. */
export function inDays(days: number, now = new Date()): string {
  const date = new Date(now);
  date.setDate(date.getDate() + days);
  return date.toISOString();
}

/** A Pro member, paid monthly, renewing in 60 days. */
export const aUser = (overrides: MemberOverrides = {}): User =>
  aMember({
    stripe: { subscriptionId: 'sub_1' },
    ...overrides,
    subscription: { plan: 'plan-pro', planTitle: 'Pro', expiry: inDays(60), tenure: 'MONTHLY', ...overrides.subscription },
  });

export const withSubscription = (user: User, subscription: Partial<User['subscription']>): User => ({
  ...user,
  subscription: { ...user.subscription, ...subscription },
});

export { MS_PER_DAY } from '@sentiscope/shared/contract';
