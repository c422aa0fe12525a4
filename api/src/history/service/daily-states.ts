// The stored closed days as the alerts read them: close, mood, band, signal, the headline z-score and the 14-day
// RSI of the closes, from the daily snapshots the ingestion keeps (one read per asset and range).
import type { Db } from '../../platform/db';
import { rsi } from '../../analysis/indicators';
import { readSnapshots, snapshotRange } from '../data/snapshots';
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
};

/** Days read before a range so the RSI has settled (Wilder smoothing) by its first day. */
const RSI_WARM_UP_DAYS = 120;

/** The days of [from, to] with the RSI computed over the days before them too. */
export async function readDailyStates(db: Db, assetId: string, from: string, to: string, rsiPeriod: number): Promise<DailyState[]> {
  const rows = await readSnapshots(db.k, assetId, shiftDay(from, -RSI_WARM_UP_DAYS), to);
  const closes = rows.map((r) => Number(r.close));
  const rsis = rsi(closes, rsiPeriod);
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
    });
  });
  return out;
}

/** The last stored closed day of an asset, or null before any. */
export async function lastStoredDay(db: Db, assetId: string): Promise<string | null> {
  return (await snapshotRange(db.k, assetId))?.last ?? null;
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
