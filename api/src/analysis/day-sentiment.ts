// The headline part of a day's mood and signal: the mean daily score of the week ending that day, as a z-score
// against every day with headlines up to that day in the asset's scope. One definition for the stored days and the
// analysis, so a day has one mood wherever it is shown and no later headline moves it (docs/analysis.md).
import { MS_PER_DAY } from '@sentiscope/shared/contract';
import { aliasMatcher, MIN_HISTORY_DAYS, type HeadlineSet } from './headlines';

/** The headline window behind a day's sentiment component: the week ending that day. */
export const SENTIMENT_WINDOW_DAYS = 7;
/** Crypto assets with fewer days of their own headlines are judged on the whole news flow. */
export const MIN_OWN_HEADLINE_DAYS = 30;

export type HeadlineDay = { count: number; sum: number };

export type DaySentiment = {
  /** The headlines of each day in the scope. */
  days: ReadonlyMap<string, HeadlineDay>;
  /** Per date asked for: the week's z-score (null before 10 days with headlines or without spread). */
  weekZ: readonly (number | null)[];
  /** Per date asked for: that day's own mean as a z-score, null on a day without headlines. */
  dayZ: readonly (number | null)[];
};

type ScopedAsset = { id: string; kind: 'crypto' | 'stock'; aliases: readonly string[] };

/** Daily counts and sums of the headlines in the asset's scope: its own, or the market's for thinly covered crypto. */
function scopeDays(asset: ScopedAsset, headlines: HeadlineSet): Map<string, HeadlineDay> {
  const own = new Map<string, HeadlineDay>();
  const all = new Map<string, HeadlineDay>();
  const matcher = aliasMatcher(asset.aliases);
  const add = (map: Map<string, HeadlineDay>, date: string, score: number) => {
    const d = map.get(date) ?? { count: 0, sum: 0 };
    d.count++;
    d.sum += score;
    map.set(date, d);
  };
  for (const h of headlines.items) {
    add(all, h.date, h.score);
    // Stored headlines carry the assets they were linked to; a loaded file's are matched by alias.
    if (h.assets ? h.assets.includes(asset.id) : matcher.test(h.lower)) add(own, h.date, h.score);
  }
  return asset.kind === 'stock' || own.size >= MIN_OWN_HEADLINE_DAYS ? own : all;
}

function compute(asset: ScopedAsset, headlines: HeadlineSet, dates: readonly string[]): DaySentiment {
  const days = scopeDays(asset, headlines);
  const dayDates = [...days.keys()].sort();
  // Running mean and variance (Welford) of the daily mean scores up to each day.
  let n = 0;
  let mean = 0;
  let m2 = 0;
  let next = 0;
  const window: { date: string; mean: number }[] = [];
  const weekZ: (number | null)[] = [];
  const dayZ: (number | null)[] = [];
  for (const date of dates) {
    while (next < dayDates.length && dayDates[next] <= date) {
      const d = days.get(dayDates[next]) as HeadlineDay;
      const m = d.sum / d.count;
      n++;
      const delta = m - mean;
      mean += delta / n;
      m2 += delta * (m - mean);
      window.push({ date: dayDates[next], mean: m });
      next++;
    }
    const since = weekStart(date);
    while (window.length > 0 && window[0].date < since) window.shift();
    const sd = n >= MIN_HISTORY_DAYS ? Math.sqrt(m2 / (n - 1)) : 0;
    const zOf = (value: number) => (sd > 0 ? (value - mean) / sd : null);
    weekZ.push(window.length > 0 ? zOf(window.reduce((a, w) => a + w.mean, 0) / window.length) : null);
    const today = days.get(date);
    dayZ.push(today ? zOf(today.sum / today.count) : null);
  }
  return { days, weekZ, dayZ };
}

const weekStart = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - (SENTIMENT_WINDOW_DAYS - 1) * MS_PER_DAY).toISOString().slice(0, 10);

/**
 * Each list of dates' answer (the dates of an asset's prepared history), for the headline set and asset it was
 * computed for: held by the dates, so it goes when the asset's candles give way (decision 192), not per asset for
 * as long as the headlines last.
 */
const cache = new WeakMap<readonly string[], { headlines: HeadlineSet; assetId: string; value: DaySentiment }>();

/** The headline sentiment of each of `dates` (sorted), from the headlines up to that day. */
export function daySentiment(asset: ScopedAsset, headlines: HeadlineSet | null, dates: readonly string[]): DaySentiment {
  if (!headlines) return { days: new Map(), weekZ: dates.map(() => null), dayZ: dates.map(() => null) };
  const hit = cache.get(dates);
  if (hit && hit.headlines === headlines && hit.assetId === asset.id) return hit.value;
  const value = compute(asset, headlines, dates);
  cache.set(dates, { headlines, assetId: asset.id, value });
  return value;
}
