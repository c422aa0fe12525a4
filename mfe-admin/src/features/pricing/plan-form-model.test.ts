import { ALERT_MESSAGES } from '@sentiscope/shared/contract';
import { aPlan } from '@sentiscope/shared/testing';
import { EMPTY_PLAN_FORM, derivedPrices, formToPlanInput, planFormErrors, planToForm, type PlanForm } from './plan-form-model';

const form = (overrides: Partial<PlanForm> = {}): PlanForm => ({ ...EMPTY_PLAN_FORM, title: 'Pro', monthlyPrice: '10', ...overrides });

describe('plan price maths', () => {
  it.each([
    // monthly, six-month discount, yearly discount, six-month price, yearly price
    ['10', '0', '0', 60, 120],
    ['10', '10', '20', 53.99, 95.99],
    ['10', '20', '10', 47.99, 107.99],
    ['0', '10', '20', 0, 0],
    ['9.99', '10', '10', 52.99, 106.99],
    ['0.5', '50', '50', 0.99, 2.99],
    ['1', '100', '100', 0, 0],
    ['19.99', '0', '0', 119.94, 239.88],
    ['', '10', '20', 0, 0],
  ])('monthly %s with discounts %s%% / %s%% gives %s every six months and %s a year', (monthlyPrice, sixMonthDiscount, yearlyDiscount, six, year) => {
    expect(derivedPrices(form({ monthlyPrice, sixMonthDiscount, yearlyDiscount, isFree: monthlyPrice === '0' }))).toEqual({
      sixMonthPrice: six,
      yearlyPrice: year,
    });
  });
});

describe('plan form rules', () => {
  it.each<[string, Partial<PlanForm>, Partial<Record<string, string>>]>([
    ['a complete paid plan', {}, {}],
    ['an empty title', { title: '   ' }, { title: 'Title is required' }],
    ['an empty monthly price', { monthlyPrice: '' }, { monthlyPrice: 'Monthly price is required' }],
    ['a paid plan at 0', { monthlyPrice: '0' }, { monthlyPrice: 'Monthly price must be above 0 for a paid plan' }],
    ['a free plan at 0', { monthlyPrice: '0', isFree: true }, {}],
    ['a free plan below 0', { monthlyPrice: '-1', isFree: true }, { monthlyPrice: 'Monthly price must be 0 or more' }],
    ['a discount above 100', { sixMonthDiscount: '120' }, { sixMonthDiscount: 'Discount must be between 0 and 100' }],
    ['a negative discount', { yearlyDiscount: '-5' }, { yearlyDiscount: 'Discount must be between 0 and 100' }],
    ['a negative priority', { priority: '-3' }, { priority: 'Must be a positive number' }],
    ['a priority of 0', { priority: '0' }, { priority: 'Must be a positive number' }],
    ['a priority that is not a number', { priority: 'first' }, { priority: 'Must be a positive number' }],
    ['an empty priority', { priority: '' }, {}],
    ['no alerts', { maxAlerts: '0' }, {}],
    ['a negative number of alerts', { maxAlerts: '-1' }, { maxAlerts: 'The number of alerts must be a whole number from 0 to 10000.' }],
    ['a part of an alert', { maxAlerts: '2.5' }, { maxAlerts: 'The number of alerts must be a whole number from 0 to 10000.' }],
    ['no number of alerts', { maxAlerts: '' }, { maxAlerts: 'The number of alerts must be a whole number from 0 to 10000.' }],
    ['fewer alerts kept than run', { maxAlerts: '5', maxStored: '4' }, { maxStored: ALERT_MESSAGES.planStoredInvalid }],
    ['no number of alerts kept', { maxStored: '' }, { maxStored: ALERT_MESSAGES.planStoredInvalid }],
    ['more alerts kept than any plan may', { maxStored: '10001' }, { maxStored: ALERT_MESSAGES.planStoredInvalid }],
  ])('%s', (_name, overrides, errors) => {
    expect(planFormErrors(form(overrides))).toEqual(errors);
  });

  it('floors the priority, sets 0 for an empty one, drops empty feature lines and computes the prices it sends', () => {
    const body = formToPlanInput(form({ priority: '2.7', features: 'Daily analysis\n\n  \n Alerts \n', sixMonthDiscount: '10', yearlyDiscount: '20' }));
    expect(body).toMatchObject({ title: 'Pro', monthlyPrice: 10, priority: 2, features: ['Daily analysis', 'Alerts'], sixMonthPrice: 53.99, yearlyPrice: 95.99 });
    expect(formToPlanInput(form({ priority: '' })).priority).toBe(0);
    expect(formToPlanInput(form({ maxAlerts: '25', maxStored: '170', alertChannels: ['in-app'] })).alertLimits).toEqual({ maxAlerts: 25, maxStored: 170, channels: ['in-app'] });
  });

  it('keeps the classes a plan opens in full through the form, beside its asset list', () => {
    const plan = aPlan({ cryptos: ['btc'], opensAll: ['stocks'] });
    expect(planToForm(plan)).toMatchObject({ cryptos: ['btc'], opensAll: ['stocks'] });
    expect(formToPlanInput(planToForm(plan))).toMatchObject({ cryptos: ['btc'], opensAll: ['stocks'] });
    expect(EMPTY_PLAN_FORM.opensAll).toEqual([]);
  });
});
