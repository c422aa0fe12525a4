import type { Plan } from './entities';
import { PRO_PLAN_TITLE } from './constants';
import { VALIDATION_MESSAGES } from './validation';

const TITLE_RANK: Record<string, number> = { free: 1, premium: 2, pro: 3 };

/** Default plan sort (SPEC §9): priority ascending when present, else title rank free 1, premium 2, pro 3, others 99. */
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
