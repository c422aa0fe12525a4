// What a market request may ask for: the days of a range, and the refusals the routes turn into statuses.
import { isoDay } from '../../platform/days';

/** A request the service refuses, with the HTTP status the route should answer. */
export class MarketRequestError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 503,
    message: string,
  ) {
    super(message);
  }
}

export const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A YYYY-MM-DD date, or an ISO date-time read as its UTC calendar day. */
export function parseDay(value: string, name: string): string {
  const v = value.trim();
  if (DATE_ONLY.test(v)) {
    const ms = Date.parse(`${v}T00:00:00Z`);
    if (Number.isFinite(ms) && new Date(ms).toISOString().startsWith(v)) return v;
  } else if (DATE_TIME.test(v)) {
    const ms = Date.parse(v);
    if (Number.isFinite(ms)) return isoDay(ms);
  }
  throw new MarketRequestError(400, `${name} must be a date like 2024-01-31 or an ISO date-time, got '${value}'.`);
}

/** A whole number of a page (offset, limit) between `min` and `max`; absent gives `fallback`. */
export function pageNumber(value: string | undefined, name: string, min: number, max: number, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const v = value.trim();
  const n = /^\d{1,16}$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new MarketRequestError(400, max === Number.MAX_SAFE_INTEGER ? `${name} must be a whole number from ${min} on, got '${value}'.` : `${name} must be a whole number from ${min} to ${max}, got '${value}'.`);
  }
  return n;
}
