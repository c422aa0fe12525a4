import { billedText, bestSavingPercent, formatPrice, isTenure, planCardState, quoteFor, type HeldPlan } from './plan';
import type { Tenure } from './plan-entity';

const FREE = { _id: 'free', title: 'Free', isFree: true, monthlyPrice: 0, sixMonthPrice: 0, yearlyPrice: 0 };
const PREMIUM = { _id: 'premium', title: 'Premium', isFree: false, monthlyPrice: 12.99, sixMonthPrice: 69.99, yearlyPrice: 124.99 };
const PRO = { _id: 'pro', title: 'Pro', isFree: false, monthlyPrice: 29.99, sixMonthPrice: 160.99, yearlyPrice: 286.99 };
const PLANS = { Free: FREE, Premium: PREMIUM, Pro: PRO } as const;
type Name = keyof typeof PLANS;

const holding = (name: Name, tenure: Tenure | null): HeldPlan => ({ plan: PLANS[name], tenure });

describe('pricing card rules: held plan x card x cycle', () => {
  // held, held cycle, card, cycle shown -> hidden, disabled, variant, current
  const table: Array<[Name | null, Tenure | null, Name, Tenure, boolean, boolean, 'upgrade' | 'primary', boolean]> = [
    [null, null, 'Free', 'MONTHLY', false, false, 'primary', false],
    [null, null, 'Premium', 'YEARLY', false, false, 'upgrade', false],
    [null, null, 'Pro', 'SIX_MONTHS', false, false, 'upgrade', false],
    ['Free', null, 'Free', 'MONTHLY', false, true, 'primary', true],
    ['Free', null, 'Premium', 'MONTHLY', false, false, 'upgrade', false],
    ['Free', null, 'Pro', 'YEARLY', false, false, 'upgrade', false],
    ['Premium', 'MONTHLY', 'Free', 'MONTHLY', true, true, 'primary', false],
    ['Premium', 'MONTHLY', 'Premium', 'MONTHLY', false, true, 'primary', true],
    ['Premium', 'MONTHLY', 'Premium', 'YEARLY', false, true, 'primary', false],
    ['Premium', 'YEARLY', 'Pro', 'YEARLY', false, false, 'upgrade', false],
    ['Pro', 'YEARLY', 'Free', 'YEARLY', false, true, 'primary', false],
    ['Pro', 'YEARLY', 'Premium', 'YEARLY', false, true, 'primary', false],
    ['Pro', 'YEARLY', 'Pro', 'YEARLY', false, true, 'primary', true],
    ['Pro', 'YEARLY', 'Pro', 'MONTHLY', false, true, 'primary', false],
  ];

  it.each(table)('held %s (%s), card %s on %s -> hidden %s, disabled %s, %s, current %s', (held, heldCycle, card, cycle, hidden, disabled, variant, current) => {
    const state = planCardState(held ? holding(held, heldCycle) : null, PLANS[card], cycle);
    expect(state).toMatchObject({ hidden, disabled, variant, current });
  });
});

describe('cycle quotes from the plan prices', () => {
  it('spreads the price over the months and saves against paying monthly', () => {
    // 29.99 x 12 = 359.88; 359.88 - 286.99 = 72.89, 20.25% of 359.88 -> 20%
    expect(quoteFor(PRO, 'YEARLY')).toEqual({ price: 286.99, months: 12, monthlyEquivalent: 23.91, saving: 72.89, savingPercent: 20 });
    // 29.99 x 6 = 179.94; 179.94 - 160.99 = 18.95, 10.53% -> 10%
    expect(quoteFor(PRO, 'SIX_MONTHS')).toEqual({ price: 160.99, months: 6, monthlyEquivalent: 26.83, saving: 18.95, savingPercent: 10 });
    expect(quoteFor(PRO, 'MONTHLY')).toEqual({ price: 29.99, months: 1, monthlyEquivalent: 29.99, saving: 0, savingPercent: 0 });
  });

  it('follows a price change instead of a typed percentage', () => {
    expect(quoteFor({ ...PRO, yearlyPrice: 179.94 }, 'YEARLY').savingPercent).toBe(50);
    // A cycle dearer than paying monthly is no saving, never a negative one.
    expect(quoteFor({ ...PRO, yearlyPrice: 400 }, 'YEARLY')).toMatchObject({ saving: 0, savingPercent: 0 });
  });

  it('a free plan saves nothing and costs nothing', () => {
    expect(quoteFor(FREE, 'YEARLY')).toEqual({ price: 0, months: 12, monthlyEquivalent: 0, saving: 0, savingPercent: 0 });
  });

  it('the switch hint names the best saving among paid plans', () => {
    expect(bestSavingPercent([FREE, PREMIUM, PRO], 'YEARLY')).toBe(Math.max(quoteFor(PREMIUM, 'YEARLY').savingPercent, 20));
    expect(bestSavingPercent([FREE, PREMIUM, PRO], 'MONTHLY')).toBe(0);
  });

  it('words the billing of each cycle', () => {
    expect(billedText(29.99, 'MONTHLY')).toBe('billed monthly');
    expect(billedText(160.99, 'SIX_MONTHS')).toBe('billed $160.99 every 6 months');
    expect(billedText(286.99, 'YEARLY')).toBe('billed $286.99 every year');
    expect(formatPrice(0)).toBe('$0');
  });

  it('knows the three billing cycles and nothing else', () => {
    expect(['MONTHLY', 'SIX_MONTHS', 'YEARLY'].every(isTenure)).toBe(true);
    expect(isTenure('WEEKLY')).toBe(false);
    expect(isTenure(undefined)).toBe(false);
  });
});
