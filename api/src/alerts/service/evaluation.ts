// The evaluation after each ingestion run: for every asset with closed days newer than the last evaluated one,
// every enabled alert on it is checked against each new day and the day before (once per crossing, after its
// cooldown, and only while the member's plan runs it); an alert on the watchlist is checked on each asset of the
// member's watchlist at that moment. A firing is stored once per alert, asset and day: two processes evaluating
// together meet on that key and only the one that stored it writes the notification and deliveries.
import { ALERT_MOOD_CHANGE_MAX_DAYS, ALERT_RSI_PERIOD, ALERT_WATCHLIST_TARGET, type AlertChannel } from '@sentiscope/shared/contract';
import type { Db } from '../../platform/db';
import type { PlanCache } from '../../billing/service/plan-cache';
import { newId } from '../../platform/ids';
import { lastStoredDay, marketAssets, readDailyStates } from '../../history/service/daily-states';
import { enabledAlertOwners, enabledAlertsPage, type EvaluatedAlert } from '../data/alerts';
import { evaluatedDays, insertDeliveries, markEvaluated, markFiredOn, membersOf } from '../data/evaluation';
import { insertFirings, insertNotifications } from '../data/firings';
import type { DeliveryRow, FiringRow, NotificationRow } from '../data/tables';
import { parseChannels } from './alert-view';
import { memberPlans, pausesOf, splitChannels, type PauseInput } from './member-plan';
import { isQueuedChannel } from '../channels/all';
import { connectedByChannel } from '../channels/connected';
import { firingsOn, type Candidate, type NewDays } from './firings-on';
import { watchlistCandidates } from './watchlist-alerts';
import { shiftDay } from '../../platform/days';

/** New days looked at per asset in one evaluation (a long outage does not replay weeks of alerts). */
const MAX_NEW_DAYS = 7;
const PAGE = 20_000;

export type EvaluationDeps = { db: Db; plans: PlanCache; now: () => number };
export type EvaluationResult = { assets: number; alerts: number; fired: number; deliveries: number };



async function newDaysOf(db: Db): Promise<NewDays[]> {
  const done = await evaluatedDays(db.k);
  const out: NewDays[] = [];
  for (const asset of marketAssets()) {
    const last = await lastStoredDay(db, asset.id);
    const seen = done.get(asset.id);
    if (!last || (seen && seen >= last)) continue;
    // The first evaluation ever looks at the newest day only; later ones at every day since the last.
    const from = seen ? [shiftDay(seen, 1), shiftDay(last, 1 - MAX_NEW_DAYS)].sort()[1] : last;
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

type Owned = Map<string, PauseInput[]>;

function addOwned(owned: Owned, row: { id: string; user_id: string; asset_id: string; created_at: number }): void {
  const list = owned.get(row.user_id);
  const entry = { id: row.id, asset_id: row.asset_id, enabled: true, created_at: Number(row.created_at) };
  if (list) list.push(entry);
  else owned.set(row.user_id, [entry]);
}

/**
 * Drops firings of alerts the member's plan pauses now, and keeps only the channels it delivers to. `owned` holds
 * the enabled alerts already read (on the assets evaluated); those on other assets are read here.
 */
async function allowed(deps: EvaluationDeps, candidates: Candidate[], owned: Owned, readAssets: ReadonlySet<string>): Promise<Candidate[]> {
  if (candidates.length === 0) return [];
  const userIds = [...new Set(candidates.map((c) => c.alert.user_id))];
  const members = await membersOf(deps.db.k, userIds);
  const plans = await memberPlans(deps.plans, members, deps.now());
  const otherAssets = marketAssets().map((a) => a.id).filter((id) => !readAssets.has(id));
  for (const row of await enabledAlertOwners(deps.db.k, userIds, otherAssets)) addOwned(owned, row);
  const paused = new Set<string>();
  for (const userId of userIds) for (const id of pausesOf(owned.get(userId) ?? [], plans.get(userId)!).keys()) paused.add(id);
  const connected = await connectedByChannel(deps.db.k, members, candidates.map((c) => c.alert.channels));
  return candidates.flatMap((c) => {
    // A watchlist alert fires only on the assets the plan opens.
    if (paused.has(c.alert.id) || !plans.get(c.alert.user_id)!.opens(c.firing.asset_id)) return [];
    const channels = splitChannels(parseChannels(c.alert.channels), plans.get(c.alert.user_id)!).allowed.filter((ch) => connected.get(ch)?.has(c.alert.user_id));
    return [{ ...c, firing: { ...c.firing, channels: JSON.stringify(channels) } }];
  });
}

function deliveriesOf(firing: FiringRow, at: number): { notification: NotificationRow | null; deliveries: DeliveryRow[] } {
  const channels = JSON.parse(firing.channels) as AlertChannel[];
  const notification: NotificationRow | null = channels.includes('in-app')
    ? { id: newId(), user_id: firing.user_id, firing_id: firing.id, alert_id: firing.alert_id, asset_id: firing.asset_id, kind: firing.kind, title: firing.rule, message: firing.message, crossing: firing.crossing, day: firing.day, created_at: at, read_at: null }
    : null;
  const deliveries = channels
    .filter(isQueuedChannel)
    .map((channel) => ({ id: newId(), dedupe_key: `${firing.id}:${channel}`, user_id: firing.user_id, firing_id: firing.id, channel, status: 'pending', attempts: 0, next_attempt_at: at, claimed_until: null, last_error: null, shown_error: null, payload: null, created_at: at, sent_at: null }));
  return { notification, deliveries };
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
  for (let p = 0; p < pages.length; ) {
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
  // Each member's plan and alerts are read once for all their firings, and everything is written in one transaction.
  const firing = await allowed(deps, candidates, owned, new Set([...byAsset.keys(), ALERT_WATCHLIST_TARGET]));
  if (firing.length > 0) {
    await deps.db.k.transaction().execute(async (trx) => {
      const stored = await insertFirings(trx, firing.map((c) => c.firing));
      const mine = firing.filter((c) => stored.has(c.firing.id));
      // One statement per day, and one more for each further firing of an alert that day (a watchlist alert's).
      const byDay = new Map<string, { day: string; ids: string[] }>();
      const seen = new Map<string, number>();
      for (const c of mine) {
        const n = seen.get(`${c.alert.id}|${c.firing.day}`) ?? 0;
        seen.set(`${c.alert.id}|${c.firing.day}`, n + 1);
        const group = byDay.get(`${c.firing.day}|${n}`) ?? { day: c.firing.day, ids: [] };
        group.ids.push(c.alert.id);
        byDay.set(`${c.firing.day}|${n}`, group);
      }
      for (const { day, ids } of byDay.values()) await markFiredOn(trx, day, at, ids);
      const out = mine.map((c) => deliveriesOf(c.firing, at));
      await insertNotifications(trx, out.flatMap((o) => (o.notification ? [o.notification] : [])));
      const deliveries = out.flatMap((o) => o.deliveries);
      await insertDeliveries(trx, deliveries);
      result.fired += mine.length;
      result.deliveries += deliveries.length;
    });
  }
  for (const asset of assets) await markEvaluated(deps.db.k, asset.assetId, asset.last, at);
  return result;
}
