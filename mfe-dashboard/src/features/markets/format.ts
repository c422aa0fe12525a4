import type { MarketRow } from '@sentiscope/shared/contract';

const priceFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumSignificantDigits: 6 });
const percentFormat = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' });
const pointsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

export const NONE = '—';
export const price = (value: number | null) => (value === null ? NONE : priceFormat.format(value));
export const percent = (value: number | null) => (value === null ? NONE : percentFormat.format(value));
export const points = (value: number | null) => (value === null ? NONE : pointsFormat.format(value));
export const mood = (value: number | null) => (value === null ? NONE : String(Math.round(value)));
/** The tone a change reads in: up, down or flat (no colour alone carries it: the sign is written). */
export const tone = (value: number | null): 'up' | 'down' | 'flat' => (value === null || value === 0 ? 'flat' : value > 0 ? 'up' : 'down');
export const signal = (row: MarketRow) => (row.signal === null ? NONE : row.signal[0].toUpperCase() + row.signal.slice(1));
