// What every evaluation does with the firings it found (after closed days, hours or ticks): drops those the member's
// plan pauses now, keeps the channels the plan delivers to and the member connected, then stores each firing with
// its notification and deliveries in one transaction. Two processes evaluating together meet on the firing's key
// (alert, asset, day): only the one whose insert stored it writes the rest, so nothing is delivered twice.
import { ALERT_WATCHLIST_TARGET, type AlertChannel } from '@sentiscope/shared/contract';
import type { Db } from '../../platform/db';
import type { PlanCache } from '../../billing/service/plan-cache';
import { newId } from '../../platform/ids';
import { marketAssets } from '../../history/service/daily-states';
import { enabledAlertOwners, type EvaluatedAlert } from '../data/alerts';
import { insertDeliveries, markFiredOn, membersOf } from '../data/evaluation';
import { insertFirings, insertNotifications } from '../data/firings';
import type { DeliveryRow, FiringRow, NotificationRow } from '../data/tables';
import { parseChannels } from './alert-view';
import { memberPlans, pausesOf, splitChannels, type PauseInput } from './member-plan';
import { isQueuedChannel } from '../channels/all';
import { connectedByChannel } from '../channels/connected';

export type EvaluationDeps = { db: Db; plans: PlanCache; now: () => number };
export type EvaluationResult = { assets: number; alerts: number; fired: number; deliveries: number };

/** A firing found by an evaluation, with the alert it belongs to. */
export type Found = { alert: Pick<EvaluatedAlert, 'id' | 'user_id' | 'channels'>; firing: FiringRow };

/** Each member's enabled alerts (those read so far), for working out which of them the plan pauses. */
export type Owned = Map<string, PauseInput[]>;

export function addOwned(owned: Owned, row: { id: string; user_id: string; asset_id: string; created_at: number }): void {
  const list = owned.get(row.user_id);
  const entry = { id: row.id, asset_id: row.asset_id, enabled: true, created_at: Number(row.created_at) };
  if (list) list.push(entry);
  else owned.set(row.user_id, [entry]);
}

/**
 * Drops firings of alerts the member's plan pauses now, and keeps only the channels it delivers to. `owned` holds
 * the enabled alerts already read (on `readAssets`); those on the other assets and targets are read here.
 */
async function allowed<T extends Found>(deps: EvaluationDeps, found: T[], owned: Owned, readAssets: ReadonlySet<string>): Promise<T[]> {
  if (found.length === 0) return [];
  const userIds = [...new Set(found.map((c) => c.alert.user_id))];
  const members = await membersOf(deps.db.k, userIds);
  const plans = await memberPlans(deps.plans, members, deps.now());
  const otherAssets = [...marketAssets().map((a) => a.id), ALERT_WATCHLIST_TARGET].filter((id) => !readAssets.has(id));
  for (const row of await enabledAlertOwners(deps.db.k, userIds, otherAssets)) addOwned(owned, row);
  const paused = new Set<string>();
  for (const userId of userIds) for (const id of pausesOf(owned.get(userId) ?? [], plans.get(userId)!).keys()) paused.add(id);
  const connected = await connectedByChannel(deps.db.k, members, found.map((c) => c.alert.channels));
  return found.flatMap((c) => {
    // A watchlist alert fires only on the assets the plan opens.
    if (paused.has(c.alert.id) || !plans.get(c.alert.user_id)!.opens(c.firing.asset_id)) return [];
    const channels = splitChannels(parseChannels(c.alert.channels), plans.get(c.alert.user_id)!).allowed.filter((ch) => connected.get(ch)?.has(c.alert.user_id));
    return [{ ...c, firing: { ...c.firing, channels: JSON.stringify(channels) } }];
  });
}

function deliveriesOf(firing: FiringRow, at: number): { notification: NotificationRow | null; deliveries: DeliveryRow[] } {
  const channels = JSON.parse(firing.channels) as AlertChannel[];
  const notification: NotificationRow | null = channels.includes('in-app')
    ? { id: newId(), user_id: firing.user_id, firing_id: firing.id, alert_id: firing.alert_id, asset_id: firing.asset_id, kind: firing.kind, title: firing.rule, message: firing.message, crossing: firing.crossing, day: firing.day, crossed_at: firing.crossed_at, created_at: at, read_at: null }
    : null;
  const deliveries = channels
    .filter(isQueuedChannel)
    .map((channel) => ({ id: newId(), dedupe_key: `${firing.id}:${channel}`, user_id: firing.user_id, firing_id: firing.id, channel, status: 'pending', attempts: 0, next_attempt_at: at, claimed_until: null, last_error: null, shown_error: null, payload: null, created_at: at, sent_at: null }));
  return { notification, deliveries };
}

/**
 * Stores the firings the plans allow, each member's plan and alerts read once for all their firings, and everything
 * written in one transaction; adds what it stored to `result`. Answers the firings stored.
 */
export async function storeFound<T extends Found>(deps: EvaluationDeps, found: T[], owned: Owned, readAssets: ReadonlySet<string>, at: number, result: EvaluationResult): Promise<T[]> {
  const firing = await allowed(deps, found, owned, readAssets);
  if (firing.length === 0) return [];
  return deps.db.k.transaction().execute(async (trx) => {
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
    return mine;
  });
}
