import type { Plan, User } from '@sentiscope/shared/contract';
import { aMember, aPlan, makeToken as kitToken } from '@sentiscope/shared/testing';

export { TEST_API_BASE as API, envelope, failure } from '@sentiscope/shared/testing';

/** A plan as the marketing tests show them: the kit's plan with the card's note, features and coins. */
export const plan = (fields: Partial<Plan>) => aPlan({ note: 'Cancel anytime', features: ['Daily sentiment score'], cryptos: ['btc', 'eth'], ...fields });

export const PLANS: Plan[] = [
  plan({ _id: 'plan-pro', title: 'Pro', monthlyPrice: 29.99, sixMonthPrice: 160.99, yearlyPrice: 286.99, priority: 3, features: ['Daily sentiment score', 'Every coin and stock'] }),
  plan({ _id: 'plan-free', title: 'Free', isFree: true, monthlyPrice: 0, sixMonthPrice: 0, yearlyPrice: 0, priority: 1, note: 'No card needed' }),
  plan({ _id: 'plan-premium', title: 'Premium', isMostPopular: true, monthlyPrice: 12.99, sixMonthPrice: 69.99, yearlyPrice: 123.99, priority: 2 }),
];

/** A member whose subscription has the given fields (Free by default). */
export const user = (subscription: Partial<User['subscription']> = {}): User => aMember({ subscription });

/** A member's token (the client only reads its claims). */
export const makeToken = (userId = 'user-1') => kitToken({ userId, sid: 's1' });
