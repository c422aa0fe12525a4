// The overview strip (GET /v1/stock/overview): one line per asset the member's plan opens, read from the screener's
// rows and the stored daily states behind them, so its mood, signal and close are the screener's (one mood per day,
// decision 150) and its cost does not grow with the candles (docs/scale.md). An asset with no stored day yet (its
// snapshots not computed, or demo prices) is analysed from its candles as before.
import type { AssetOverview, MoodBand, SignalDirection } from '@sentiscope/shared/contract';
import { compactPrice } from '../../analysis/compact';
import { round } from '../../analysis/stats';
import { shiftDay } from '../../platform/days';
import type { AssetCoverage, MarketService } from './market';
import type { ScreenerDay } from '../data/screener';
import type { ScreenerLine } from './screener';

/** Days of prices behind each overview line (its sparkline). */
export const OVERVIEW_DAYS = 30;

/** The change over the last `back` days with data, null without enough. */
function changes(closes: readonly number[]) {
  const last = closes[closes.length - 1];
  return (back: number) => (closes.length > back ? round(last / closes[closes.length - 1 - back] - 1, 4) : null);
}

function storedLine(name: string, line: ScreenerLine, lastDay: string): AssetOverview {
  const from = shiftDay(lastDay, -OVERVIEW_DAYS + 1);
  const days: ScreenerDay[] = line.days.filter((d) => d.date >= from);
  // Prices keep their cents, as the analysis answer's candles do.
  const closes = days.map((d) => compactPrice(Number(d.close)));
  const last = days[days.length - 1];
  const change = changes(closes);
  return {
    id: line.row.id,
    name,
    symbol: line.row.symbol,
    lastDay,
    lastPrice: closes[closes.length - 1],
    change24h: change(1),
    change7d: change(7),
    sparkline: closes,
    mood: line.row.mood === null ? null : Math.round(line.row.mood),
    moodBand: last.band as MoodBand | null,
    signal: last.signal as SignalDirection,
    freshness: line.row.freshness,
  };
}

/** `market` analyses an asset that has no stored day yet. */
export async function overviewLines(
  market: Pick<MarketService, 'assets' | 'details'>,
  lines: readonly ScreenerLine[],
  open: (assetId: string) => boolean,
  coverage: ReadonlyMap<string, AssetCoverage>,
): Promise<AssetOverview[]> {
  const stored = new Map(lines.map((line) => [line.row.id, line]));
  const out: AssetOverview[] = [];
  for (const asset of market.assets()) {
    if (!open(asset.id)) continue;
    const line = stored.get(asset.id);
    if (line?.row.lastDay) {
      out.push(storedLine(asset.name, line, line.row.lastDay));
      continue;
    }
    const days = coverage.get(asset.id);
    if (!days) continue;
    const stock = await market.details(asset.id, { startDate: shiftDay(days.lastDay, -OVERVIEW_DAYS + 1), endDate: days.lastDay });
    const closes = stock.candles.map((c) => c.close);
    const change = changes(closes);
    out.push({
      id: asset.id,
      name: asset.name,
      symbol: asset.symbol,
      lastDay: days.lastDay,
      lastPrice: closes[closes.length - 1],
      change24h: change(1),
      change7d: change(7),
      sparkline: closes,
      mood: stock.mood.value === null ? null : Math.round(stock.mood.value),
      moodBand: stock.mood.band,
      signal: stock.signal.direction,
      freshness: stock.freshness,
    });
  }
  return out;
}
