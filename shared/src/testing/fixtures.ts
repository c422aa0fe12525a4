import type { User } from '@sentiscope/shared/contract';

export type MemberOverrides = Partial<Omit<User, 'subscription'>> & { subscription?: Partial<User['subscription']> };

/**
 * A member as `GET /v1/user/:id` returns one: Ada Lovelace, email verified, on the Free plan with no devices.
 * Fields and subscription fields given replace the defaults, so a test names only what it is about.
 */
export function aMember({ subscription, ...fields }: MemberOverrides = {}): User {
  return {
    _id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phoneNumber: null,
    isEmailVerified: true,
    isSuperAdmin: false,
    stripe: { subscriptionId: null },
    loginDevices: [],
    ...fields,
    subscription: { plan: 'plan-free', planTitle: 'Free', isActive: true, expiry: null, tenure: null, cancelAtPeriodEnd: false, ...subscription },
  };
}
