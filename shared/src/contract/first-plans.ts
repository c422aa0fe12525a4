// The plans a new SentiScope starts with: the API stores them in an empty database, and the front end's tests show
// the pricing page with exactly these. Admins change them afterwards from the admin's pricing page.
import type { AlertLimits } from './alerts';
import { planFieldDefaults, type PlanOwnFields } from './plan-entity';
import { sixMonthPriceOf, yearlyPriceOf } from './plan';

/** What a first plan states; the six-month and yearly prices follow from the monthly price and the discounts. */
type FirstPlan = Partial<Omit<PlanOwnFields, 'sixMonthPrice' | 'yearlyPrice'>> & Pick<PlanOwnFields, 'title' | 'monthlyPrice'> & { alertLimits: AlertLimits };

const ALL_ASSETS = ['btc', 'eth', 'sol', 'bnb', 'xrp', 'ada', 'doge', 'aapl', 'msft', 'nvda', 'tsla', 'spy'];
/** The middle tier: the major coins, no stocks. */
const PREMIUM_ASSETS = ['btc', 'eth', 'sol', 'bnb', 'xrp', 'ada'];
const ANALYSIS = ['Daily market mood with its working', 'Price chart with indicators'];

const FIRST_PLANS: readonly FirstPlan[] = [
  {
    title: 'Free',
    monthlyPrice: 0,
    note: 'No card needed',
    isFree: true,
    features: ['Bitcoin and Ethereum', ...ANALYSIS],
    cryptos: ['btc', 'eth'],
    priority: 1,
    alertLimits: { maxAlerts: 3, maxStored: 20, channels: ['email', 'in-app', 'telegram', 'push'] },
    apiDailyQuota: 100,
  },
  {
    title: 'Premium',
    monthlyPrice: 12.99,
    sixMonthDiscount: 10,
    yearlyDiscount: 20,
    saveText: 'Save up to 20%',
    note: 'Cancel anytime',
    isMostPopular: true,
    features: ['Six major coins', ...ANALYSIS, 'Headline sentiment', 'Custom date ranges'],
    cryptos: PREMIUM_ASSETS,
    priority: 2,
    alertLimits: { maxAlerts: 25, maxStored: 170, channels: ['email', 'in-app', 'telegram', 'push'] },
    apiDailyQuota: 5_000,
  },
  {
    title: 'Pro',
    monthlyPrice: 29.99,
    sixMonthDiscount: 10,
    yearlyDiscount: 20,
    saveText: 'Save up to 20%',
    note: 'Cancel anytime',
    features: ['Every coin and stock', ...ANALYSIS, 'Headline sentiment', 'Custom date ranges', 'Statistical price range', 'Priority support'],
    // Every coin and every US stock and ETF, those added later too; the twelve stay listed so that a Pro plan an
    // admin narrows to one class still opens them.
    cryptos: ALL_ASSETS,
    opensAll: ['crypto', 'stocks'],
    priority: 3,
    alertLimits: { maxAlerts: 200, maxStored: 1340, channels: ['email', 'in-app', 'webhook', 'telegram', 'push'] },
    apiDailyQuota: 50_000,
  },
];

/** The first plans, every own field filled (a field a plan does not state holds its kind's empty value). */
export function firstPlans(): Array<PlanOwnFields & { alertLimits: AlertLimits }> {
  return FIRST_PLANS.map((plan) => {
    const fields = { ...planFieldDefaults(), ...plan };
    return {
      ...fields,
      sixMonthPrice: sixMonthPriceOf(fields.monthlyPrice, fields.sixMonthDiscount),
      yearlyPrice: yearlyPriceOf(fields.monthlyPrice, fields.yearlyDiscount),
      alertLimits: { ...plan.alertLimits, channels: [...plan.alertLimits.channels] },
    };
  });
}
