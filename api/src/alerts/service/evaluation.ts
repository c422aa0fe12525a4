// The evaluation after each ingestion run: for every asset with closed days newer than the last evaluated one,
// every enabled alert on it is checked against each new day and the day before (once per crossing, after its
// cooldown, and only while the member's plan runs it); an alert on the watchlist is checked on each asset of the
// member's watchlist at that moment. A firing is stored once per alert, asset and day: two processes evaluating
// together meet on that key and only the one that stored it writes the notification and deliveries.
import { ALERT_MOOD_CHANGE_MAX_DAYS, ALERT_RSI_PERIOD, ALERT_WATCHLIST_TARGET } from '@sentiscope/shared/contract';
import type { Db } from '../../platform/db';
import { lastStoredDays, marketAssets, readDailyStates } from '../../history/service/daily-states';
import { enabledAlertsPage, type EvaluatedAlert } from '../data/alerts';
import { evaluatedDays, markEvaluated } from '../data/evaluation';
import { chunks } from '../data/tables';
import { addOwned, storeFound, type EvaluationDeps, type EvaluationResult, type Owned } from './store-firings';
import { firingsOn, type Candidate, type NewDays } from './firings-on';
import { watchlistCandidates } from './watchlist-alerts';
import { shiftDay } from '../../platform/days';
import { eventLoopPacer } from '../../platform/event-loop';

/** New days looked at per asset in one evaluation (a long outage does not replay weeks of alerts). */
const MAX_NEW_DAYS = 7;
const PAGE = 20_000;
const MARKS_PER_COMMIT = 100;

export type { EvaluationDeps, EvaluationResult };

async function newDaysOf(db: Db): Promise<NewDays[]> {
  const [done, lastDays] = await Promise.all([evaluatedDays(db.k), lastStoredDays(db)]);
  const out: NewDays[] = [];
  const pace = eventLoopPacer();
  for (const asset of marketAssets()) {
    const last = lastDays.get(asset.id);
    const seen = done.get(asset.id);
    if (!last || (seen && seen >= last)) continue;
    // The first evaluation ever looks at the newest day only; later ones at every day since the last.
    const from = seen ? [shiftDay(seen, 1), shiftDay(last, 1 - MAX_NEW_DAYS)].sort()[1] : last;
    await pace();
    const days = await readDailyStates(db, asset.id, shiftDay(from, -(ALERT_MOOD_CHANGE_MAX_DAYS + 7)), last, ALERT_RSI_PERIOD);
    const start = Math.max(1, days.findIndex((d) => d.date >= from));
    out.push({ assetId: asset.id, last, days, start });
  }
  return out;
}

function candidatesOf(alerts: readonly EvaluatedAlert[], byAsset: Map<string, NewDays>, at: number): Candidate[] {
  const out: Candidate[] = [];
  for (const alert of alerts) {
    const asset = byAsset.get(alert.asset_id);
    if (asset) firingsOn(alert, asset, alert.last_fired_day, at, out);
  }
  return out;
}

export async function evaluateAlerts(deps: EvaluationDeps): Promise<EvaluationResult> {
  const assets = await newDaysOf(deps.db);
  const result: EvaluationResult = { assets: assets.length, alerts: 0, fired: 0, deliveries: 0 };
  if (assets.length === 0) return result;
  const byAsset = new Map(assets.map((a) => [a.assetId, a]));
  const at = deps.now();
  // Pages of one asset's alerts (keyset on id); only the alerts that cross are kept past their page.
  const pages = [...assets.map((a) => a.assetId), ALERT_WATCHLIST_TARGET].map((assetId) => ({ assetId, afterId: '' }));
  const onWatchlists: EvaluatedAlert[] = [];
  const candidates: Candidate[] = [];
  const owned: Owned = new Map();
  const pace = eventLoopPacer();
  for (let p = 0; p < pages.length; ) {
    await pace();
    const current = pages[p];
    const page = await enabledAlertsPage(deps.db.k, current.assetId, current.afterId, PAGE);
    if (page.length < PAGE) p += 1;
    else current.afterId = page[page.length - 1].id;
    result.alerts += page.length;
    for (const row of page) addOwned(owned, row);
    if (current.assetId === ALERT_WATCHLIST_TARGET) onWatchlists.push(...page);
    else candidates.push(...candidatesOf(page, byAsset, at));
  }
  candidates.push(...(await watchlistCandidates(deps.db, onWatchlists, byAsset, at)));
  await storeFound(deps, candidates, owned, new Set([...byAsset.keys(), ALERT_WATCHLIST_TARGET]), at, result);
  // A hundred assets a transaction: one commit (and disk sync) each instead of one per asset.
  for (const part of chunks(assets, MARKS_PER_COMMIT)) {
    await deps.db.k.transaction().execute(async (trx) => {
      for (const asset of part) await markEvaluated(trx, asset.assetId, asset.last, at);
    });
    await pace();
  }
  return result;
}
