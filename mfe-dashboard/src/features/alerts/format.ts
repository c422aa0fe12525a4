const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A closed day 'YYYY-MM-DD' as people read it: '23 Nov 2026' (the day is a UTC day, shown as such). */
export const formatDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DAY_FORMAT.format(date);
};

/**
 * When a firing crossed: '27 Nov 2026, 14:32 UTC' for a tick or an hour (`at`), the day alone for a closed day (and
 * for firings stored before their time was kept).
 */
export const formatFiringWhen = (day: string, at: string | null): string => (at ? `${formatDay(day)}, ${at.slice(11, 16)} UTC` : formatDay(day));

/** An instant (ISO) as the member's local day. */
export const formatInstantDay = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
