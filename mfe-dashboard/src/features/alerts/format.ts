const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A closed day 'YYYY-MM-DD' as people read it: '23 Nov 2026' (the day is a UTC day, shown as such). */
export const formatDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DAY_FORMAT.format(date);
};

/** An instant (ISO) as the member's local day. */
export const formatInstantDay = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
