// The markets screener (GET /v1/markets): one row per asset, computed from the stored daily snapshots and the newest
// candles, built once per stored data version and catalogue version (and hour, for freshness) and sorted once per column and direction;
// a request only filters the sorted rows by the member's plan, kind and text and cuts its page (docs/markets.md).
import {
  MARKETS_PAGE,
  type AssetKind,
  type MarketRow,
  type MarketSort,
  type MarketsPage,
  type SignalDirection,
  type SortDirection,
} from '@sentiscope/shared/contract';
import type { Db } from '../../platform/db';
import type { Asset } from '../../catalogue/service/catalogue';
import { round } from '../../analysis/stats';
import { shiftDay } from '../../platform/days';
import { newestCandleSources } from '../../prices/service/stored-prices';
import { daysFrom, lastDays, type ScreenerDay } from '../data/screener';
import { BUNDLED_PRICES, freshnessOf } from './stored-market';

/** Days read before each asset's last stored day: 30 and a weekend's margin for a stock's change over 30 days. */
const LOOKBACK_DAYS = 35;
const HOUR_MS = 3_600_000;

export type ScreenerFilter = { open: (assetId: string) => boolean; kind?: AssetKind; q?: string };
export type ScreenerQuery = ScreenerFilter & { sort?: MarketSort; dir?: SortDirection; limit?: number; offset?: number };

export type ScreenerService = {
  /** One page of the rows the filter lets through, with their total. */
  page(query: ScreenerQuery): Promise<MarketsPage>;
  /** Every row the filter lets through, in the query's order (the CSV). */
  rows(query: Omit<ScreenerQuery, 'limit' | 'offset'>): Promise<MarketRow[]>;
  /** The row of each listed asset `open` lets through, in catalogue order, with the stored days it was computed from. */
  lines(open: (assetId: string) => boolean): Promise<ScreenerLine[]>;
};

/** A screener row and the stored days behind it (the last 35 before its last day, oldest first). */
export type ScreenerLine = { row: MarketRow; days: readonly ScreenerDay[] };

const SIGNAL_ORDER: Record<SignalDirection, number> = { bearish: 0, neutral: 1, bullish: 2 };

/** The value a column sorts by; null sorts last in both directions. */
const sortValue: Record<MarketSort, (r: MarketRow) => number | string | null> = {
  symbol: (r) => r.symbol,
  name: (r) => r.name.toLowerCase(),
  kind: (r) => r.kind,
  price: (r) => r.price,
  change1d: (r) => r.change1d,
  change7d: (r) => r.change7d,
  change30d: (r) => r.change30d,
  mood: (r) => r.mood,
  moodChange7d: (r) => r.moodChange7d,
  signal: (r) => (r.signal === null ? null : SIGNAL_ORDER[r.signal]),
  headlines24h: (r) => r.headlines24h,
  freshness: (r) => (r.lastDay === null ? null : `${r.freshness.live ? 1 : 0}${r.lastDay}`),
};

function sorted(rows: readonly MarketRow[], sort: MarketSort, dir: SortDirection): MarketRow[] {
  const value = sortValue[sort];
  const sign = dir === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, key: value(row) }));
  keyed.sort((a, b) => {
    if (a.key !== b.key) {
      if (a.key === null) return 1;
      if (b.key === null) return -1;
      return (a.key < b.key ? -1 : 1) * sign;
    }
    return a.row.symbol < b.row.symbol ? -1 : a.row.symbol > b.row.symbol ? 1 : 0;
  });
  return keyed.map((k) => k.row);
}

/** The latest stored day on or before `day` (days ordered oldest first). */
function onOrBefore(days: readonly ScreenerDay[], day: string): ScreenerDay | null {
  for (let i = days.length - 1; i >= 0; i--) if (days[i].date <= day) return days[i];
  return null;
}

function rowOf(asset: Asset, days: readonly ScreenerDay[], live: boolean, now: number): MarketRow {
  const last = days.length > 0 ? days[days.length - 1] : null;
  const base = { id: asset.id, symbol: asset.symbol, name: asset.title, kind: asset.kind };
  if (!last) {
    const none = { price: null, change1d: null, change7d: null, change30d: null, mood: null, moodChange7d: null, signal: null };
    return { ...base, ...none, headlines24h: 0, lastDay: null, freshness: { live: false, asOf: null } };
  }
  const close = Number(last.close);
  const mood = last.mood === null ? null : Number(last.mood);
  const change = (back: number) => {
    const then = onOrBefore(days, shiftDay(last.date, -back));
    return then && then !== last && Number(then.close) > 0 ? round(close / Number(then.close) - 1, 4) : null;
  };
  const weekAgo = onOrBefore(days, shiftDay(last.date, -7));
  return {
    ...base,
    price: close,
    change1d: change(1),
    change7d: change(7),
    change30d: change(30),
    mood,
    moodChange7d: mood !== null && weekAgo && weekAgo !== last && weekAgo.mood !== null ? round(mood - Number(weekAgo.mood), 2) : null,
    signal: last.signal as SignalDirection,
    headlines24h: Number(last.headline_count),
    lastDay: last.date,
    freshness: freshnessOf(last.date, live, asset.kind, now),
  };
}

/** The assets the screener lists (the catalogue's listed assets) and the catalogue's version, which moves when they change. */
export type ScreenerCatalogue = { assets(): readonly Asset[]; version(): string };

/** `version` is the stored data's version (the same string until a run stores something). */
export function createScreener(db: Db, version: () => Promise<string>, catalogue: ScreenerCatalogue, now: () => number): ScreenerService {
  let built: { key: string; lines: Promise<ScreenerLine[]>; orders: Map<string, MarketRow[]> } | null = null;

  async function build(): Promise<ScreenerLine[]> {
    const [last, newest] = await Promise.all([lastDays(db.k), newestCandleSources(db.k)]);
    // One query per distinct last day (most assets share one), each reading the days its assets need.
    const byLastDay = new Map<string, string[]>();
    for (const [id, day] of last) byLastDay.set(day, [...(byLastDay.get(day) ?? []), id]);
    const days = new Map<string, ScreenerDay[]>();
    for (const [day, ids] of byLastDay) {
      for (const row of await daysFrom(db.k, ids, shiftDay(day, -LOOKBACK_DAYS))) {
        const list = days.get(row.asset_id);
        if (list) list.push(row);
        else days.set(row.asset_id, [row]);
      }
    }
    const at = now();
    return catalogue.assets().map((asset) => {
      const candle = newest.get(asset.id);
      const own = days.get(asset.id) ?? [];
      return { row: rowOf(asset, own, !!candle && candle.source !== BUNDLED_PRICES, at), days: own };
    });
  }

  async function current() {
    const key = `${await version()}|${catalogue.version()}|${Math.floor(now() / HOUR_MS)}`;
    if (!built || built.key !== key) {
      const lines = build();
      const entry = { key, lines, orders: new Map<string, MarketRow[]>() };
      lines.catch(() => {
        if (built === entry) built = null;
      });
      built = entry;
    }
    return built;
  }

  async function rows(query: Omit<ScreenerQuery, 'limit' | 'offset'>): Promise<MarketRow[]> {
    const entry = await current();
    const lines = await entry.lines;
    const sort = query.sort ?? 'symbol';
    const dir = query.dir ?? 'asc';
    let order = entry.orders.get(`${sort}|${dir}`);
    if (!order) {
      order = sorted(lines.map((line) => line.row), sort, dir);
      entry.orders.set(`${sort}|${dir}`, order);
    }
    const text = query.q?.trim().toLowerCase() ?? '';
    return order.filter(
      (r) => query.open(r.id) && (!query.kind || r.kind === query.kind) && (!text || r.symbol.toLowerCase().includes(text) || r.name.toLowerCase().includes(text)),
    );
  }

  return {
    rows,
    async lines(open) {
      return (await (await current()).lines).filter((line) => open(line.row.id));
    },
    async page(query) {
      const matching = await rows(query);
      const offset = query.offset ?? 0;
      const limit = query.limit ?? MARKETS_PAGE;
      const sort = query.sort ?? 'symbol';
      const dir = query.dir ?? 'asc';
      return { total: matching.length, offset, limit, sort, dir, rows: matching.slice(offset, offset + limit) };
    },
  };
}
