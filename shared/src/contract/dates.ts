export const MS_PER_DAY = 24 * 60 * 60 * 1000;

const midnight = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());

/** Whole days from today's midnight to the expiry date's midnight (local calendar dates). */
export function daysUntil(expiry: string | Date, today: Date = new Date()): number {
  const end = typeof expiry === 'string' ? new Date(expiry) : expiry;
  if (Number.isNaN(end.getTime())) return Number.NaN;
  return Math.round((midnight(end) - midnight(today)) / MS_PER_DAY);
}

/** Quick range: start N days ago at 00:00:00, end today at 23:59:59 (local time). */
export function quickRange(days: number, today: Date = new Date()): { startDate: string; endDate: string } {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days, 0, 0, 0, 0);
  const end = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 23, 59, 59, 0);
  return { startDate: start.toISOString(), endDate: end.toISOString() };
}
