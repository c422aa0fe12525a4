import {
  ADMIN_MESSAGES,
  ALERT_LIMIT_MAX,
  ALERT_MESSAGES,
  API_DAILY_QUOTA_MAX,
  API_KEY_MESSAGES,
  DEFAULT_ALERT_LIMITS,
  VALIDATION_MESSAGES,
  cleanFeatures,
  parsePriority,
  sixMonthPriceOf,
  yearlyPriceOf,
  type AlertChannel,
  type Plan,
  type PlanClass,
  type PlanInput,
} from '@sentiscope/shared/contract';

/** The plan form as typed: numbers stay text until saved, so a half-typed value is never lost. */
export type PlanForm = {
  title: string;
  monthlyPrice: string;
  sixMonthDiscount: string;
  yearlyDiscount: string;
  priority: string;
  features: string;
  cryptos: string[];
  /** The classes the plan opens in full, beside the assets it lists. */
  opensAll: PlanClass[];
  saveText: string;
  note: string;
  isMostPopular: boolean;
  isFree: boolean;
  /** How many alerts a member of the plan keeps active. */
  maxAlerts: string;
  /** How many alerts a member keeps in all, switched on or off. */
  maxStored: string;
  /** The channels the plan delivers alerts to. */
  alertChannels: AlertChannel[];
  /** Requests a member's API keys may make per day, all keys together. */
  apiDailyQuota: string;
};

export type PlanFormErrors = Partial<Record<'title' | 'monthlyPrice' | 'sixMonthDiscount' | 'yearlyDiscount' | 'priority' | 'maxAlerts' | 'maxStored' | 'apiDailyQuota', string>>;

export const EMPTY_PLAN_FORM: PlanForm = {
  title: '',
  monthlyPrice: '',
  sixMonthDiscount: '0',
  yearlyDiscount: '0',
  priority: '',
  features: '',
  cryptos: [],
  opensAll: [],
  saveText: '',
  note: '',
  isMostPopular: false,
  isFree: false,
  maxAlerts: String(DEFAULT_ALERT_LIMITS.maxAlerts),
  maxStored: String(DEFAULT_ALERT_LIMITS.maxStored),
  alertChannels: [...DEFAULT_ALERT_LIMITS.channels],
  apiDailyQuota: '100',
};

export const planToForm = (plan: Plan): PlanForm => ({
  title: plan.title,
  monthlyPrice: String(plan.monthlyPrice),
  sixMonthDiscount: String(plan.sixMonthDiscount),
  yearlyDiscount: String(plan.yearlyDiscount),
  priority: plan.priority > 0 ? String(plan.priority) : '',
  features: plan.features.join('\n'),
  cryptos: [...plan.cryptos],
  opensAll: [...plan.opensAll],
  saveText: plan.saveText,
  note: plan.note,
  isMostPopular: plan.isMostPopular,
  isFree: plan.isFree,
  maxAlerts: String(plan.alertLimits.maxAlerts),
  maxStored: String(plan.alertLimits.maxStored),
  alertChannels: [...plan.alertLimits.channels],
  apiDailyQuota: String(plan.apiDailyQuota),
});

const number = (raw: string) => (raw.trim() === '' ? Number.NaN : Number(raw));
const discount = (raw: string) => (raw.trim() === '' ? 0 : Number(raw));

/** Six-month and yearly prices recomputed from the monthly price and the discounts (0 while monthly is unreadable). */
export function derivedPrices(form: PlanForm): { sixMonthPrice: number; yearlyPrice: number } {
  const monthly = number(form.monthlyPrice);
  if (!Number.isFinite(monthly) || monthly < 0) return { sixMonthPrice: 0, yearlyPrice: 0 };
  const six = discount(form.sixMonthDiscount);
  const year = discount(form.yearlyDiscount);
  return {
    sixMonthPrice: sixMonthPriceOf(monthly, Number.isFinite(six) ? six : 0),
    yearlyPrice: yearlyPriceOf(monthly, Number.isFinite(year) ? year : 0),
  };
}

/** Every rule of the plan form, field by field; the server applies the same ones. */
export function planFormErrors(form: PlanForm): PlanFormErrors {
  const errors: PlanFormErrors = {};
  if (form.title.trim() === '') errors.title = VALIDATION_MESSAGES.required('Title');
  const monthly = number(form.monthlyPrice);
  if (form.monthlyPrice.trim() === '') errors.monthlyPrice = VALIDATION_MESSAGES.required('Monthly price');
  else if (!Number.isFinite(monthly) || (form.isFree ? monthly < 0 : monthly <= 0)) {
    errors.monthlyPrice = form.isFree ? ADMIN_MESSAGES.monthlyZeroOrMore : ADMIN_MESSAGES.monthlyAboveZero;
  }
  for (const field of ['sixMonthDiscount', 'yearlyDiscount'] as const) {
    const value = discount(form[field]);
    if (!Number.isFinite(value) || value < 0 || value > 100) errors[field] = ADMIN_MESSAGES.discountRange;
  }
  const priority = parsePriority(form.priority);
  if (priority.error) errors.priority = priority.error;
  const maxAlerts = number(form.maxAlerts);
  if (!Number.isInteger(maxAlerts) || maxAlerts < 0 || maxAlerts > ALERT_LIMIT_MAX) errors.maxAlerts = ALERT_MESSAGES.planMaxInvalid;
  const maxStored = number(form.maxStored);
  if (!Number.isInteger(maxStored) || maxStored > ALERT_LIMIT_MAX || (Number.isInteger(maxAlerts) && maxStored < maxAlerts) || maxStored < 0) {
    errors.maxStored = ALERT_MESSAGES.planStoredInvalid;
  }
  const quota = number(form.apiDailyQuota);
  if (!Number.isInteger(quota) || quota < 0 || quota > API_DAILY_QUOTA_MAX) errors.apiDailyQuota = API_KEY_MESSAGES.planQuotaInvalid;
  return errors;
}

/** The body to send: prices computed, priority floored (empty is 0), empty feature lines dropped. */
export function formToPlanInput(form: PlanForm): PlanInput {
  return {
    title: form.title.trim(),
    monthlyPrice: number(form.monthlyPrice),
    sixMonthDiscount: discount(form.sixMonthDiscount),
    yearlyDiscount: discount(form.yearlyDiscount),
    ...derivedPrices(form),
    priority: parsePriority(form.priority).value,
    features: cleanFeatures(form.features.split('\n')),
    cryptos: form.cryptos,
    opensAll: form.opensAll,
    saveText: form.saveText.trim(),
    note: form.note.trim(),
    isMostPopular: form.isMostPopular,
    isFree: form.isFree,
    alertLimits: { maxAlerts: number(form.maxAlerts), maxStored: number(form.maxStored), channels: form.alertChannels },
    apiDailyQuota: number(form.apiDailyQuota),
  };
}
