import { MS_PER_DAY, type Candle } from '@sentiscope/shared/contract';
import type { Asset } from '../../catalogue/service/catalogue';
import { isoDay } from '../../platform/days';
import type { PriceProvider } from './types';

/** The generator starts here; a given date always gets the same candle, whatever day it is run. */
export const DEMO_EPOCH = '2018-01-01';

/** Small seeded generator (xorshift32) so demo series are reproducible. */
function xorshift(seed: number): () => number {
  let s = seed >>> 0 || 0x9e3779b9;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 0x1_0000_0000;
  };
}

function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Box-Muller normal draw from two uniforms. */
function gaussian(next: () => number): number {
  const u = Math.max(next(), 1e-12);
  const v = next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Geometric random walk from DEMO_EPOCH up to `until` (inclusive); weekends skipped for stocks. */
export function demoCandles(asset: Asset, until: string): Candle[] {
  const next = xorshift(seedOf(`sentiscope-demo:${asset.id}`));
  const perYear = asset.kind === 'crypto' ? 365 : 252;
  const sigma = asset.demo.volatility / Math.sqrt(perYear);
  const out: Candle[] = [];
  let close = asset.demo.start;
  const end = Date.parse(`${until}T00:00:00Z`);
  for (let t = Date.parse(`${DEMO_EPOCH}T00:00:00Z`); t <= end; t += MS_PER_DAY) {
    const weekday = new Date(t).getUTCDay();
    if (asset.kind === 'stock' && (weekday === 0 || weekday === 6)) continue;
    const open = close;
    close = open * Math.exp(sigma * gaussian(next) - (sigma * sigma) / 2);
    const wick = Math.abs(gaussian(next)) * sigma * 0.5;
    const high = Math.max(open, close) * (1 + wick);
    const low = Math.min(open, close) * (1 - Math.abs(gaussian(next)) * sigma * 0.5);
    const volume = Math.round(1e6 * (1 + next()) * (asset.kind === 'crypto' ? 1000 : 10));
    out.push({ date: isoDay(t), open, high, low, close, volume });
  }
  return out;
}

/** Demo prices up to yesterday (UTC): used only when no real source is configured, and marked as demo. */
export function demoPriceProvider(today: () => Date = () => new Date()): PriceProvider {
  const cache = new Map<string, { until: string; candles: readonly Candle[] }>();
  return {
    source: 'demo',
    async history(asset) {
      const until = isoDay(today().getTime() - MS_PER_DAY);
      const hit = cache.get(asset.id);
      if (hit && hit.until === until) return hit.candles;
      const candles = demoCandles(asset, until);
      cache.set(asset.id, { until, candles });
      return candles;
    },
  };
}
