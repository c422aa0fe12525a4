import { TENURES, type Tenure, type Plan } from './plan-entity';
import { PRO_PLAN_TITLE } from './constants';
import { VALIDATION_MESSAGES } from './validation';

const TITLE_RANK: Record<string, number> = { free: 1, premium: 2, pro: 3 };

/** Default plan sort: priority ascending when present, else title rank free 1, premium 2, pro 3, others 99. */
export function planRank(plan: Pick<Plan, 'priority' | 'title'>): number {
  if (typeof plan.priority === 'number' && plan.priority > 0) return plan.priority;
  return TITLE_RANK[plan.title.trim().toLowerCase()] ?? 99;
}

export function sortPlans<P extends Pick<Plan, 'priority' | 'title'>>(plans: readonly P[]): P[] {
  return [...plans].sort((a, b) => planRank(a) - planRank(b));
}

export const isProPlan = (title: string | undefined | null): boolean => title?.trim() === PRO_PLAN_TITLE;

/** Price for `months` months: monthly x months, or with a percent discount the floor of the discounted amount minus 0.01. */
export function discountedPrice(monthlyPrice: number, months: number, discountPercent: number): number {
  const full = monthlyPrice * months;
  if (!discountPercent || discountPercent <= 0) return Math.round(full * 100) / 100;
  const discounted = Math.floor(full * (1 - discountPercent / 100)) - 0.01;
  return Math.max(0, Math.round(discounted * 100) / 100);
}

export const sixMonthPriceOf = (monthly: number, discount: number) => discountedPrice(monthly, 6, discount);
export const yearlyPriceOf = (monthly: number, discount: number) => discountedPrice(monthly, 12, discount);

/** Priority input: empty sets 0; otherwise a positive number, floored to an integer. */
export function parsePriority(raw: string): { value: number; error: string } {
  if (raw.trim() === '') return { value: 0, error: '' };
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) return { value: 0, error: VALIDATION_MESSAGES.positiveNumber };
  return { value: Math.floor(n), error: '' };
}

export const cleanFeatures = (features: readonly string[]): string[] =>
  features.map((line) => line.trim()).filter((line) => line !== '');

/** A plan form is submittable when the title is set, monthly price is above 0 (0 or more when free), other prices 0 or more. */
export function isPlanSubmittable(plan: Pick<Plan, 'title' | 'monthlyPrice' | 'sixMonthPrice' | 'yearlyPrice' | 'isFree'>): boolean {
  if (plan.title.trim() === '') return false;
  const monthlyOk = plan.isFree ? plan.monthlyPrice >= 0 : plan.monthlyPrice > 0;
  return monthlyOk && plan.sixMonthPrice >= 0 && plan.yearlyPrice >= 0;
}

/** Months each billing cycle covers. */
export const TENURE_MONTHS: Record<Tenure, number> = { MONTHLY: 1, SIX_MONTHS: 6, YEARLY: 12 };

/** What a plan costs for one billing cycle, as stored on the plan. */
export function priceForTenure(plan: Pick<Plan, 'monthlyPrice' | 'sixMonthPrice' | 'yearlyPrice'>, tenure: Tenure): number {
  if (tenure === 'MONTHLY') return plan.monthlyPrice;
  return tenure === 'SIX_MONTHS' ? plan.sixMonthPrice : plan.yearlyPrice;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

export type CycleQuote = {
  /** Charged once per cycle. */
  price: number;
  months: number;
  /** The price spread over the cycle's months. */
  monthlyEquivalent: number;
  /** What paying monthly for the same months would cost more, never negative. */
  saving: number;
  /** The saving as a whole percent of paying monthly, computed from the prices. */
  savingPercent: number;
};

/** Price, monthly equivalent and the saving against paying monthly, all from the plan's own prices. */
export function quoteFor(plan: Pick<Plan, 'monthlyPrice' | 'sixMonthPrice' | 'yearlyPrice'>, tenure: Tenure): CycleQuote {
  const months = TENURE_MONTHS[tenure];
  const price = priceForTenure(plan, tenure);
  const monthlyTotal = plan.monthlyPrice * months;
  const saving = Math.max(0, cents(monthlyTotal - price));
  const savingPercent = monthlyTotal > 0 && saving > 0 ? Math.floor((saving / monthlyTotal) * 100) : 0;
  return { price, months, monthlyEquivalent: Math.floor((price / months) * 100) / 100, saving, savingPercent };
}

/** The best saving any paid plan offers for a cycle, for the billing switch's hint. */
export function bestSavingPercent(plans: ReadonlyArray<Pick<Plan, 'monthlyPrice' | 'sixMonthPrice' | 'yearlyPrice' | 'isFree'>>, tenure: Tenure): number {
  return plans.filter((plan) => !plan.isFree).reduce((best, plan) => Math.max(best, quoteFor(plan, tenure).savingPercent), 0);
}

export const formatPrice = (amount: number): string =>
  `$${amount.toFixed(Number.isInteger(amount) ? 0 : 2)}`;

const CYCLE_NAMES: Record<Tenure, string> = { MONTHLY: 'Monthly', SIX_MONTHS: '6 months', YEARLY: 'Yearly' };
export const cycleName = (tenure: Tenure): string => CYCLE_NAMES[tenure];

/** 'billed monthly', 'billed $160.99 every 6 months', 'billed $286.99 every year'. */
export function billedText(price: number, tenure: Tenure): string {
  if (tenure === 'MONTHLY') return 'billed monthly';
  return `billed ${formatPrice(price)} every ${tenure === 'YEARLY' ? 'year' : '6 months'}`;
}

/** The plan a user holds when it decides the pricing cards: null for a visitor. */
export type HeldPlan = {
  plan: Pick<Plan, '_id' | 'title' | 'yearlyPrice'>;
  tenure: Tenure | null;
};

export type PlanCardState = {
  /** Not shown at all: a cheaper plan than the one held (everyone but Pro users). */
  hidden: boolean;
  /** Shown, but cannot be bought. */
  disabled: boolean;
  /** The button's look: 'upgrade' when it costs more than the plan held. */
  variant: 'upgrade' | 'primary';
  /** The user's own plan on the cycle they pay for. */
  current: boolean;
  /** The user's own plan (any cycle). */
  ownPlan: boolean;
};

/**
 * The pricing rules for one card: disabled when the held plan's yearly price is at or above the card's,
 * hidden when that holds and the held plan is not Pro (the held plan itself stays shown, as 'Current plan'),
 * 'upgrade' when the held yearly price is below the card's, else 'primary'. A visitor holds nothing.
 */
export function planCardState(held: HeldPlan | null, card: Pick<Plan, '_id' | 'yearlyPrice' | 'isFree'>, tenure: Tenure): PlanCardState {
  if (!held) return { hidden: false, disabled: false, variant: card.isFree ? 'primary' : 'upgrade', current: false, ownPlan: false };
  const ownPlan = held.plan._id === card._id;
  const covered = held.plan.yearlyPrice >= card.yearlyPrice;
  return {
    hidden: covered && !ownPlan && !isProPlan(held.plan.title),
    disabled: covered,
    variant: held.plan.yearlyPrice < card.yearlyPrice ? 'upgrade' : 'primary',
    current: ownPlan && (held.tenure === tenure || held.tenure === null),
    ownPlan,
  };
}

export const isTenure = (value: unknown): value is Tenure => TENURES.includes(value as Tenure);
