import type { Plan, User } from '@sentiscope/shared/contract';
import { heldPlanOf } from './held-plan';
import { rememberSubscribeIntent, takeSubscribeIntent } from './subscribe-intent';

const plan = (id: string, isFree: boolean, yearlyPrice: number) => ({ _id: id, title: id, isFree, yearlyPrice }) as Plan;
const PLANS = [plan('free', true, 0), plan('pro', false, 286.99)];
const holder = (subscription: Partial<User['subscription']>) =>
  ({ subscription: { plan: 'pro', planTitle: 'Pro', isActive: true, expiry: null, tenure: 'YEARLY', cancelAtPeriodEnd: false, ...subscription } }) as User;

describe('the plan a user holds for the pricing rules', () => {
  it('is nothing for a visitor, the paid plan and cycle while active, the free plan once it has ended', () => {
    expect(heldPlanOf(null, PLANS)).toBeNull();
    expect(heldPlanOf(holder({}), PLANS)).toEqual({ plan: PLANS[1], tenure: 'YEARLY' });
    expect(heldPlanOf(holder({ isActive: false }), PLANS)).toEqual({ plan: PLANS[0], tenure: null });
    expect(heldPlanOf(holder({ plan: 'deleted-plan' }), PLANS)).toEqual({ plan: PLANS[0], tenure: null });
  });
});

describe('the subscribe intent kept across signing in', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is read once, and only within half an hour', () => {
    const at = Date.UTC(2026, 10, 23, 10);
    rememberSubscribeIntent({ planId: 'pro', tenure: 'YEARLY' }, at);
    expect(takeSubscribeIntent(at + 60_000)).toEqual({ planId: 'pro', tenure: 'YEARLY' });
    expect(takeSubscribeIntent(at + 60_000)).toBeNull();
    rememberSubscribeIntent({ planId: 'pro', tenure: 'YEARLY' }, at);
    expect(takeSubscribeIntent(at + 31 * 60_000)).toBeNull();
  });

  it('ignores anything that is not a plan and a known cycle', () => {
    window.sessionStorage.setItem('sentiscope.subscribeIntent', JSON.stringify({ planId: 'pro', tenure: 'WEEKLY', at: Date.now() }));
    expect(takeSubscribeIntent()).toBeNull();
    window.sessionStorage.setItem('sentiscope.subscribeIntent', '{not json');
    expect(takeSubscribeIntent()).toBeNull();
  });
});
