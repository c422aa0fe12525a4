import { cleanFeatures, discountedPrice, isPlanSubmittable, isProPlan, parsePriority, planRank, sortPlans, sixMonthPriceOf, yearlyPriceOf } from './plan';

describe('default plan sort', () => {
  it('orders by priority ascending when present', () => {
    const plans = [
      { title: 'Pro', priority: 1 },
      { title: 'Free', priority: 3 },
      { title: 'Premium', priority: 2 },
    ];
    expect(sortPlans(plans).map((p) => p.title)).toEqual(['Pro', 'Premium', 'Free']);
  });

  it('falls back to the title rank free 1, premium 2, pro 3, others 99', () => {
    const plans = [
      { title: 'Enterprise', priority: 0 },
      { title: 'Pro', priority: 0 },
      { title: 'free', priority: 0 },
      { title: 'Premium', priority: 0 },
    ];
    expect(sortPlans(plans).map((p) => p.title)).toEqual(['free', 'Premium', 'Pro', 'Enterprise']);
    expect(planRank({ title: 'Enterprise', priority: 0 })).toBe(99);
  });

  it('does not reorder the list it is given', () => {
    const plans = [{ title: 'Pro', priority: 0 }, { title: 'Free', priority: 0 }];
    sortPlans(plans);
    expect(plans[0].title).toBe('Pro');
  });

  it('special-cases the plan named Pro', () => {
    expect(isProPlan('Pro')).toBe(true);
    expect(isProPlan('Pro Max')).toBe(false);
    expect(isProPlan(undefined)).toBe(false);
  });
});

describe('price maths', () => {
  it('is monthly x months without a discount', () => {
    expect(sixMonthPriceOf(10, 0)).toBe(60);
    expect(yearlyPriceOf(9.99, 0)).toBe(119.88);
  });

  it('is the floor of the discounted amount minus 0.01 with a discount', () => {
    // 29.99 x 6 = 179.94; less 10% = 161.946; floor 161; minus 0.01 = 160.99
    expect(sixMonthPriceOf(29.99, 10)).toBe(160.99);
    // 29.99 x 12 = 359.88; less 20% = 287.904; floor 287; minus 0.01 = 286.99
    expect(yearlyPriceOf(29.99, 20)).toBe(286.99);
    expect(discountedPrice(0, 12, 20)).toBe(0);
  });
});

describe('plan form rules', () => {
  const base = { title: 'Pro', monthlyPrice: 10, sixMonthPrice: 50, yearlyPrice: 90, isFree: false };

  it('needs a title and a monthly price above 0', () => {
    expect(isPlanSubmittable(base)).toBe(true);
    expect(isPlanSubmittable({ ...base, title: '  ' })).toBe(false);
    expect(isPlanSubmittable({ ...base, monthlyPrice: 0 })).toBe(false);
  });

  it('allows a monthly price of 0 for a free plan, never a negative one', () => {
    expect(isPlanSubmittable({ ...base, isFree: true, monthlyPrice: 0, sixMonthPrice: 0, yearlyPrice: 0 })).toBe(true);
    expect(isPlanSubmittable({ ...base, isFree: true, monthlyPrice: -1 })).toBe(false);
    expect(isPlanSubmittable({ ...base, yearlyPrice: -1 })).toBe(false);
  });

  it('floors a positive priority, sets 0 when empty and rejects the rest with "Must be a positive number"', () => {
    expect(parsePriority('2.7')).toEqual({ value: 2, error: '' });
    expect(parsePriority('')).toEqual({ value: 0, error: '' });
    expect(parsePriority('-1')).toEqual({ value: 0, error: 'Must be a positive number' });
    expect(parsePriority('abc')).toEqual({ value: 0, error: 'Must be a positive number' });
  });

  it('drops empty feature lines on save', () => {
    expect(cleanFeatures(['All assets', '', '  ', ' Daily analysis '])).toEqual(['All assets', 'Daily analysis']);
  });
});
