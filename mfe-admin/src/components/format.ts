/** Dates as the console shows them: a day, or a day and time, in the admin's locale. */
export const dayOf = (iso: string | null): string => (iso ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }) : '—');
export const momentOf = (iso: string | null): string =>
  iso ? new Date(iso).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }) : '—';
export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');
