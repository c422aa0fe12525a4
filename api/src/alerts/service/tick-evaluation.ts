// Price alerts on every tick (docs/alerts.md, "Price alerts within minutes"): each switched-on price-above or
// price-below alert of a ticked asset is judged against the tick's price and fires when the price passes its level
// having not been past it at the last tick (the side each rule was on is remembered), once per crossing, after its
// cooldown; the firing then goes the way every firing goes (store-firings.ts), saying the tick's time.
import { randomUUID } from 'node:crypto';
import { alertWhen } from '@sentiscope/shared/contract';
import { newId } from '../../platform/ids';
import { isoDay } from '../../platform/days';
import { lastFiredDays, writePriceSides } from '../data/price-rules';
import type { FiringRow, PriceSideRow } from '../data/tables';
import { assetTitle, ruleOf } from './alert-view';
import { cooledDown, crossingMessage } from './crossing';
import { refreshPriceIndex, type PriceIndex, type PriceRule } from './price-index';
import { storeFound, type EvaluationDeps, type EvaluationResult, type Found } from './store-firings';

/** A tick as the prices domain stores it (its Tick): an asset's latest price and the instant it was asked for. */
export type Tick = { assetId: string; price: number; at: number };

export type TickEvaluationDeps = EvaluationDeps & { index: PriceIndex };

type Crosser = { rule: PriceRule; tick: Tick; before: number | null };

/** Judges every rule of the ticked assets against its tick; answers the rules that crossed and the sides that moved. */
function judge(index: PriceIndex, ticks: readonly Tick[], at: number): { crossers: Crosser[]; moved: PriceSideRow[]; rules: number } {
  const crossers: Crosser[] = [];
  const moved: PriceSideRow[] = [];
  let rules = 0;
  for (const tick of ticks) {
    const before = index.lastPrice.get(tick.assetId) ?? null;
    index.lastPrice.set(tick.assetId, tick.price);
    for (const rule of index.byAsset.get(tick.assetId) ?? []) {
      rules += 1;
      const beyond = rule.above ? tick.price > rule.level : tick.price < rule.level;
      const known = rule.beyond !== null && rule.sideLevel === rule.level;
      if (known && rule.beyond === beyond) continue;
      // A side seen for the first time (a new rule, a changed level) is only remembered: a crossing needs two.
      if (known && beyond) crossers.push({ rule, tick, before });
      rule.beyond = beyond;
      rule.sideLevel = rule.level;
      moved.push({ alert_id: rule.id, level: rule.level, beyond: beyond ? 1 : 0, at });
    }
  }
  return { crossers, moved, rules };
}

function firingOf(c: Crosser, at: number): Found {
  const { rule, tick } = c;
  const day = isoDay(tick.at);
  const crossing = { measure: 'price' as const, from: c.before, to: tick.price, threshold: rule.level };
  const kind = rule.above ? 'price-above' : 'price-below';
  const firing: FiringRow = {
    id: newId(),
    alert_id: rule.id,
    user_id: rule.userId,
    asset_id: rule.assetId,
    kind,
    day,
    fired_at: at,
    rule: ruleOf({ kind, level: rule.level, z: null, params: null, asset_id: rule.assetId }),
    crossing: JSON.stringify(crossing),
    message: crossingMessage(assetTitle(rule.assetId), alertWhen(day, tick.at), crossing),
    channels: '[]',
    crossed_at: tick.at,
  };
  return { alert: { id: rule.id, user_id: rule.userId, channels: rule.channels }, firing };
}

/** Evaluates the price alerts of the ticked assets against `ticks`; stores and queues what fires. */
export async function evaluateTickAlerts(deps: TickEvaluationDeps, ticks: readonly Tick[]): Promise<EvaluationResult> {
  const { index } = deps;
  await refreshPriceIndex(deps.db, index);
  const at = deps.now();
  const { crossers, moved, rules } = judge(index, ticks, at);
  const result: EvaluationResult = { assets: ticks.length, alerts: rules, fired: 0, deliveries: 0 };
  const stamp = randomUUID();
  try {
    await writePriceSides(deps.db, moved, stamp, at);
    index.stamp = stamp;
  } catch (error) {
    // The sides held here are not the stored ones: the next evaluation reads them again.
    index.stamp = null;
    throw error;
  }
  if (crossers.length === 0) return result;
  // The cooldown from each alert's last firing as stored now (a closed day's evaluation may have fired it since).
  const lastFired = await lastFiredDays(deps.db.k, crossers.map((c) => c.rule.id));
  const found: Found[] = [];
  for (const c of crossers) {
    const day = isoDay(c.tick.at);
    if (!lastFired.has(c.rule.id) || !cooledDown(lastFired.get(c.rule.id) ?? null, day, c.rule.cooldownDays)) continue;
    lastFired.set(c.rule.id, day);
    found.push(firingOf(c, at));
  }
  await storeFound(deps, found, new Map(), new Set(), at, result);
  return result;
}
