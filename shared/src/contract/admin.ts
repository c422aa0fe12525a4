import type { CompanyValue, CompanyValueType, Device } from './entities';
import type { Tenure } from './plan-entity';

/** The business at a glance, computed from the database on each request. */
export type AdminStats = {
  users: number;
  verifiedUsers: number;
  /** Active paid subscriptions per plan, most subscribed first. */
  subscriptionsByPlan: Array<{ planId: string; title: string; count: number }>;
  /** Sum over active subscriptions of their price spread per month, in dollars, two decimals. */
  monthlyRecurringRevenue: number;
  /** Active subscriptions that end at the close of their period. */
  pendingCancellations: number;
  /** The last 30 UTC days, oldest first. */
  daily: Array<{ day: string; signups: number; conversions: number }>;
};

export const ADMIN_STATS_DAYS = 30;
export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_ACTIVITY_PAGE_SIZE = 50;

/** A user as the admin's list shows them: never a password hash, token or code. */
export type AdminUserRow = {
  _id: string;
  email: string;
  name: string;
  isEmailVerified: boolean;
  isSuperAdmin: boolean;
  planTitle: string | null;
  isActive: boolean;
  expiry: string | null;
  signedUpAt: string;
  lastLoginAt: string | null;
};

export type AdminUserPage = { users: AdminUserRow[]; total: number; page: number; pageSize: number };

export type AdminPayment = {
  _id: string;
  planTitle: string;
  tenure: Tenure;
  amount: number;
  status: string;
  createdAt: string;
};

export type AdminUserDetail = AdminUserRow & { devices: Device[]; payments: AdminPayment[]; cancelAtPeriodEnd: boolean };

export type AuditArea = 'plan' | 'company' | 'announcement' | 'user' | 'data' | 'asset';

/** One admin change as the activity log keeps it (append-only). */
export type AuditEntry = {
  _id: string;
  at: string;
  actorEmail: string;
  area: AuditArea;
  action: string;
  /** What was changed: a plan title, a user's e-mail, 'Company information'. */
  target: string;
  before: unknown;
  after: unknown;
};

export const ADMIN_MESSAGES = {
  sessionsRevoked: 'All sessions of this user were signed out',
  verificationSent: 'Verification e-mail sent',
  alreadyVerified: 'This e-mail address is already verified',
  userMissing: 'User not found',
  monthlyAboveZero: 'Monthly price must be above 0 for a paid plan',
  monthlyZeroOrMore: 'Monthly price must be 0 or more',
  discountRange: 'Discount must be between 0 and 100',
  keyFormat: 'Key must start with a letter and use letters, digits, space, _, . or -',
  keyTaken: 'That key is already in the table',
} as const;

export const COMPANY_VALUE_TYPES: readonly CompanyValueType[] = ['string', 'number', 'boolean', 'string[]', 'number[]'];
export const COMPANY_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9 _.-]{0,63}$/;
const MAX_TEXT = 2000;
const MAX_ITEMS = 100;

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_TEXT;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Checks a company value against the type its row declares; returns the message to show, or ''. */
export function companyValueError(key: string, type: CompanyValueType, value: unknown): string {
  const fits =
    type === 'string'
      ? isText(value)
      : type === 'number'
        ? isNumber(value)
        : type === 'boolean'
          ? typeof value === 'boolean'
          : Array.isArray(value) && value.length <= MAX_ITEMS && value.every(type === 'string[]' ? isText : isNumber);
  return fits ? '' : `${key} must be a ${type === 'string[]' ? 'list of texts' : type === 'number[]' ? 'list of numbers' : type}`;
}

/**
 * Reads what an admin typed into a company value input as the row's type: numbers must be numbers,
 * lists are comma separated. Returns the value, or the message that refuses it.
 */
export function parseCompanyInput(key: string, type: CompanyValueType, raw: string | boolean): { value: CompanyValue } | { error: string } {
  const label = key || 'Value';
  if (type === 'boolean') return typeof raw === 'boolean' ? { value: raw } : { error: `${label} must be true or false` };
  const text = String(raw);
  if (type === 'string') return text.length <= MAX_TEXT ? { value: text } : { error: `${label} is too long` };
  const toNumber = (part: string) => (part.trim() === '' ? Number.NaN : Number(part));
  if (type === 'number') {
    const n = toNumber(text);
    return Number.isFinite(n) ? { value: n } : { error: `${label} must be a number` };
  }
  const parts = text.split(',').map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length > MAX_ITEMS) return { error: `${label} can hold at most ${MAX_ITEMS} items` };
  if (type === 'string[]') return { value: parts };
  const numbers = parts.map(toNumber);
  return numbers.every(Number.isFinite) ? { value: numbers } : { error: `${label} must be numbers separated by commas` };
}

/** How a company value reads in an input (lists comma separated). */
export const companyValueText = (value: CompanyValue): string => (Array.isArray(value) ? value.join(', ') : String(value));
