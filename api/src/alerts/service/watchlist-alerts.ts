// Alerts on "any asset of my watchlist": each is checked on every asset of its owner's watchlist as it stands when
// the evaluation runs, once per crossing per asset, with the cooldown counted per asset from its last firing there.
import type { Db } from '../../platform/db';
import type { EvaluatedAlert } from '../data/alerts';
import { lastFiredPerAsset } from '../data/firings';
import { watchlistsOf } from '../data/watchlist';
import { firingsOn, type Candidate, type NewDays } from './firings-on';

export async function watchlistCandidates(db: Db, alerts: readonly EvaluatedAlert[], byAsset: ReadonlyMap<string, NewDays>, at: number): Promise<Candidate[]> {
  if (alerts.length === 0) return [];
  const lists = await watchlistsOf(db.k, [...new Set(alerts.map((a) => a.user_id))]);
  const lastFired = await lastFiredPerAsset(db.k, alerts.map((a) => a.id));
  const out: Candidate[] = [];
  for (const alert of alerts) {
    for (const assetId of lists.get(alert.user_id) ?? []) {
      const asset = byAsset.get(assetId);
      if (asset) firingsOn(alert, asset, lastFired.get(`${alert.id}|${assetId}`) ?? null, at, out);
    }
  }
  return out;
}
