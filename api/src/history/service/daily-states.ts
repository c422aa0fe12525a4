// The stored closed days as the alerts read them: close, mood, band, signal, the headline z-score, the 14-day
// RSI and the 50- and 200-day averages of the closes, and the day's headline count with the mean of the 30 stored
// days before it, from the daily snapshots the ingestion keeps (one read per asset and range).
import { ALERT_SURGE_MEAN_PERIODS } from '@sentiscope/shared/contract';
import type { Db } from '../../platform/db';
import { rsi, sma } from '../../analysis/indicators';
import { readSnapshots, snapshotRange } from '../data/snapshots';
import { lastDays } from '../data/screener';
import { headlinesBetween } from '../../news/service/stored-headlines';
import { findAsset, listedAssets, type Asset } from '../../catalogue/service/catalogue';
import { shiftDay } from '../../platform/days';

export type DailyState = {
  date: string;
  close: number;
  mood: number | null;
  band: string | null;
  signal: string;
  z: number | null;
  rsi: number | null;
  sma50: number | null;
  sma200: number | null;
  /** The day's headlines, and their mean count over the 30 stored days before it (null with fewer stored). */
  headlines: number;
  headlineMean: number | null;
};

/**
 * Days read before a range so the RSI has settled (Wilder smoothing) by its first day and the 200-day average has
 * its 200 closes (a stock closes about 250 days a year).
 */
const WARM_UP_DAYS = 300;

/** The days of [from, to] with the RSI, the averages and the headline mean computed over the days before them too. */
export async function readDailyStates(db: Db, assetId: string, from: string, to: string, rsiPeriod: number): Promise<DailyState[]> {
  const rows = await readSnapshots(db.k, assetId, shiftDay(from, -WARM_UP_DAYS), to);
  const closes = rows.map((r) => Number(r.close));
  const rsis = rsi(closes, rsiPeriod);
  const [sma50, sma200] = [sma(closes, 50), sma(closes, 200)];
  const counts = rows.map((r) => Number(r.headline_count ?? 0));
  const means = sma(counts, ALERT_SURGE_MEAN_PERIODS);
  const out: DailyState[] = [];
  rows.forEach((r, i) => {
    if (r.date < from) return;
    out.push({
      date: r.date,
      close: closes[i],
      mood: r.mood === null ? null : Number(r.mood),
      band: r.band,
      signal: r.signal,
      z: r.headline_z === null ? null : Number(r.headline_z),
      rsi: rsis[i],
      sma50: sma50[i],
      sma200: sma200[i],
      headlines: counts[i],
      headlineMean: i > 0 ? means[i - 1] : null,
    });
  });
  return out;
}

/** The last stored closed day of an asset, or null before any. */
export async function lastStoredDay(db: Db, assetId: string): Promise<string | null> {
  return (await snapshotRange(db.k, assetId))?.last ?? null;
}

/** Every asset's last stored closed day, in one read (an index seek per asset). */
export async function lastStoredDays(db: Db): Promise<Map<string, string>> {
  return lastDays(db.k);
}

export const marketAssets = (): readonly Asset[] => listedAssets();
export const marketAsset = (id: string): Asset | undefined => findAsset(id);

export type ScoredHeadline = { day: string; title: string; link: string | null; score: number; label: string };

/** The most strongly scored headlines of [from, to] about one of `assetIds` (or the whole market), strongest first. */
export async function topHeadlines(db: Db, assetIds: readonly string[], from: string, to: string, limit: number): Promise<ScoredHeadline[]> {
  const wanted = new Set(assetIds);
  const rows = await headlinesBetween(db.k, from, to, 2000);
  return rows
    .filter((r) => r.assets.trim() === '' || r.assets.trim().split(/\s+/).some((id) => wanted.has(id)))
    .sort((a, b) => Math.abs(Number(b.score)) - Math.abs(Number(a.score)))
    .slice(0, limit)
    .map((r) => ({ day: r.day, title: r.title, link: r.link, score: Number(r.score), label: r.label }));
}
