import { MS_PER_DAY } from '@sentiscope/shared/contract';

/** The UTC calendar day (YYYY-MM-DD) of an instant in epoch milliseconds: how candles and headlines are dated. */
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The UTC calendar day `days` after `day` (YYYY-MM-DD); negative goes back. */
export const shiftDay = (day: string, days: number): string => isoDay(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY);
