import { planFieldDefaults, type Plan, type User } from '@sentiscope/shared/contract';

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

/**
 * A plan as `GET /v1/plan` lists one: by default a paid plan titled 'Pro' (its id `plan-pro`), with the prices and
 * discounts, alert limits and daily API quota of the seeded Pro. Fields given replace the defaults; the id and product id follow the title.
 */
export function aPlan(fields: Partial<Plan> = {}): Plan {
  const title = fields.title ?? 'Pro';
  const id = fields._id ?? `plan-${title.toLowerCase()}`;
  return {
    ...planFieldDefaults(),
    _id: id,
    productId: `prod_${id}`,
    title,
    monthlyPrice: 29.99,
    sixMonthPrice: 160.99,
    sixMonthDiscount: 10,
    yearlyPrice: 286.99,
    yearlyDiscount: 20,
    features: [`${title} feature`],
    cryptos: ['btc'],
    pricingDetails: [],
    priority: 0,
    alertLimits: { maxAlerts: 200, maxStored: 1340, channels: ['email', 'in-app', 'webhook'] },
    apiDailyQuota: 50_000,
    ...fields,
  };
}
