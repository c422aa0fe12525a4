import type { User } from '@sentiscope/shared/contract';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token shaped like the API's: the client reads userId and exp and never checks the signature. */
export const makeToken = (userId: string, expSeconds: number) =>
  `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ userId, exp: expSeconds, typ: 'access' })}.signature`;

export const tokenValidFor = (userId: string, ms: number, now = Date.now()) => makeToken(userId, Math.floor((now + ms) / 1000));

/** An ISO date `days` calendar days from now (same clock time), so daysUntil gives exactly `days`. */
export function inDays(days: number, now = new Date()): string {
  const date = new Date(now);
  date.setDate(date.getDate() + days);
  return date.toISOString();
}

export const aUser = (overrides: Partial<User> = {}): User => ({
  _id: 'user-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phoneNumber: null,
  isEmailVerified: true,
  isSuperAdmin: false,
  subscription: {
    plan: 'plan-pro',
    planTitle: 'Pro',
    isActive: true,
    expiry: inDays(60),
    tenure: 'MONTHLY',
    cancelAtPeriodEnd: false,
  },
  stripe: { subscriptionId: 'sub_1' },
  loginDevices: [],
  ...overrides,
});

export const withSubscription = (user: User, subscription: Partial<User['subscription']>): User => ({
  ...user,
  subscription: { ...user.subscription, ...subscription },
});

export { MS_PER_DAY } from '@sentiscope/shared/contract';
