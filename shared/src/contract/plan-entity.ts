// A plan, and the one list of its fields. The API's plans table mapper, its route schemas and the test kit read
// PLAN_FIELDS, so a new plan field is written in four places only: here (the type and its rule), the plans table
// with its migration, the admin's plan form and the plan card. See docs/architecture.md, "Adding a plan field".
import type { AlertLimits } from './alerts';
import { API_DAILY_QUOTA_MAX } from './api-keys';

/** Tenures (the billing cycles users see) a plan can be bought for; one word in code: tenure. */
export const Tenure = {
  MONTHLY: 'MONTHLY',
  SIX_MONTHS: 'SIX_MONTHS',
  YEARLY: 'YEARLY',
} as const;
export type Tenure = (typeof Tenure)[keyof typeof Tenure];
export const TENURES: readonly Tenure[] = [Tenure.MONTHLY, Tenure.SIX_MONTHS, Tenure.YEARLY];

/** The classes a plan can open in full: 'crypto' is every listed coin, 'stocks' every US stock and ETF. */
export const PLAN_CLASSES = ['crypto', 'stocks'] as const;
export type PlanClass = (typeof PLAN_CLASSES)[number];

export type PricingDetail = {
  tenure: Tenure;
  productId: string;
};

export type Plan = {
  _id: string;
  productId: string;
  title: string;
  monthlyPrice: number;
  sixMonthPrice: number;
  sixMonthDiscount: number;
  yearlyPrice: number;
  yearlyDiscount: number;
  saveText: string;
  note: string;
  isMostPopular: boolean;
  isFree: boolean;
  features: string[];
  /** The assets the plan opens one by one (catalogue ids), besides the classes it opens in full. */
  cryptos: string[];
  /** The classes the plan opens in full, every asset of them, listed or added later (docs/catalogue.md). */
  opensAll: PlanClass[];
  pricingDetails: PricingDetail[];
  priority: number;
  /** How many alerts a member of this plan keeps active, and the channels it delivers to. */
  alertLimits: AlertLimits;
  /** Requests a member's API keys may make in one day (UTC), all keys together; 0: no API access. */
  apiDailyQuota: number;
};

/**
 * Body of POST /plan and PUT /plan/{id}: the server assigns ids and product ids. Without `alertLimits` a new plan
 * gets DEFAULT_ALERT_LIMITS and an edited plan keeps its own.
 */
export type PlanInput = Omit<Plan, '_id' | 'productId' | 'pricingDetails' | 'alertLimits'> & {
  pricingDetails?: PricingDetail[];
  alertLimits?: AlertLimits;
};

/** How a plan field is kept: one column of the plans table, sent and answered as its kind says. */
export type PlanFieldRule =
  | { kind: 'text'; maxLength: number }
  | { kind: 'number'; minimum: number; maximum: number }
  | { kind: 'flag' }
  | { kind: 'list'; maxItems: number; item: { maxLength?: number; pattern?: string } };
/** A field the billing domain makes or keeps in its own way: the id, the product ids, the alert limits. */
type ShapedField = { kind: 'shaped' };

type RuleFor<V> = [V] extends [string]
  ? Extract<PlanFieldRule, { kind: 'text' }>
  : [V] extends [number]
    ? Extract<PlanFieldRule, { kind: 'number' }>
    : [V] extends [boolean]
      ? Extract<PlanFieldRule, { kind: 'flag' }>
      : [V] extends [readonly string[]]
        ? Extract<PlanFieldRule, { kind: 'list' }>
        : never;

const price = { kind: 'number', minimum: -1e9, maximum: 1e7 } as const;
const percent = { kind: 'number', minimum: 0, maximum: 100 } as const;

/**
 * Every field of a plan, in the order a plan is answered, with how it is kept. The type checker holds it to
 * `Plan`: a field missing here, or a rule of the wrong kind for its type, does not compile.
 */
export const PLAN_FIELDS = {
  _id: { kind: 'shaped' },
  productId: { kind: 'shaped' },
  title: { kind: 'text', maxLength: 100 },
  monthlyPrice: price,
  sixMonthPrice: price,
  sixMonthDiscount: percent,
  yearlyPrice: price,
  yearlyDiscount: percent,
  saveText: { kind: 'text', maxLength: 200 },
  note: { kind: 'text', maxLength: 1000 },
  isMostPopular: { kind: 'flag' },
  isFree: { kind: 'flag' },
  features: { kind: 'list', maxItems: 50, item: { maxLength: 300 } },
  cryptos: { kind: 'list', maxItems: 100, item: { pattern: '^[a-z0-9-]{1,20}$' } },
  opensAll: { kind: 'list', maxItems: PLAN_CLASSES.length, item: { pattern: `^(${PLAN_CLASSES.join('|')})$` } },
  pricingDetails: { kind: 'shaped' },
  priority: { kind: 'number', minimum: -1e9, maximum: 1e6 },
  alertLimits: { kind: 'shaped' },
  apiDailyQuota: { kind: 'number', minimum: 0, maximum: API_DAILY_QUOTA_MAX },
} as const satisfies { [F in keyof Plan]: RuleFor<Plan[F]> | ShapedField };

type PlanFields = typeof PLAN_FIELDS;
/** The fields kept as their own column, one each, the same way for every field of a kind. */
export type PlanOwnField = { [F in keyof PlanFields]: PlanFields[F]['kind'] extends 'shaped' ? never : F }[keyof PlanFields];
export type PlanOwnFields = Pick<Plan, PlanOwnField>;

export const PLAN_OWN_FIELDS = (Object.keys(PLAN_FIELDS) as Array<keyof PlanFields>).filter(
  (field): field is PlanOwnField => PLAN_FIELDS[field].kind !== 'shaped',
);

const EMPTY_OF_KIND = { text: '', number: 0, flag: false, list: [] } as const;

/** What each own field holds when nothing was given for it: '', 0, false or an empty list, by its kind. */
export function planFieldDefaults(): PlanOwnFields {
  const entries = PLAN_OWN_FIELDS.map((field) => {
    const empty = EMPTY_OF_KIND[PLAN_FIELDS[field].kind];
    return [field, Array.isArray(empty) ? [] : empty];
  });
  return Object.fromEntries(entries) as PlanOwnFields;
}

/** The own fields a submission gives, and nothing else of it. */
export function pickPlanFields(body: Partial<Record<PlanOwnField, unknown>>): Partial<PlanOwnFields> {
  return Object.fromEntries(PLAN_OWN_FIELDS.filter((field) => body[field] !== undefined).map((field) => [field, body[field]])) as Partial<PlanOwnFields>;
}
