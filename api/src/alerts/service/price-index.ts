// The price alerts of this process, indexed by asset for the evaluation of ticks: read whole once, then only the
// alerts changed since (a mark of their count and newest change says when), and each rule's side of its level read
// again whenever another process evaluated ticks since this one did.
import type { Db } from '../../platform/db';
import { lastTickRound, priceRules, priceRulesMark, priceSides, type PriceRuleRow } from '../data/price-rules';

export type PriceRule = {
  id: string;
  userId: string;
  assetId: string;
  /** price-above (true) or price-below. */
  above: boolean;
  level: number;
  channels: string;
  cooldownDays: number;
  /** Whether the last tick's price was past the level the way the rule watches; null when not known. */
  beyond: boolean | null;
  /** The level `beyond` was judged against (a changed level makes the side unknown again). */
  sideLevel: number | null;
};

export type PriceIndex = {
  /** Switched-on rules per asset. */
  byAsset: Map<string, PriceRule[]>;
  /** Every price alert stored, switched on or off (their count is compared with the table's). */
  byId: Map<string, PriceRule | null>;
  mark: { count: number; changed: number } | null;
  /** The stamp of the last evaluation of ticks whose sides this process holds. */
  stamp: string | null;
  /** The price of each asset at the last tick this process evaluated, while its stamp is the latest. */
  lastPrice: Map<string, number>;
};

export const emptyPriceIndex = (): PriceIndex => ({ byAsset: new Map(), byId: new Map(), mark: null, stamp: null, lastPrice: new Map() });

function unlist(index: PriceIndex, rule: PriceRule): void {
  const list = index.byAsset.get(rule.assetId);
  if (!list) return;
  const at = list.indexOf(rule);
  if (at >= 0) list.splice(at, 1);
  if (list.length === 0) index.byAsset.delete(rule.assetId);
}

function put(index: PriceIndex, row: PriceRuleRow): void {
  const old = index.byId.get(row.id);
  if (old) unlist(index, old);
  if (Number(row.enabled) !== 1 || row.level === null) {
    index.byId.set(row.id, null);
    return;
  }
  const rule: PriceRule = {
    id: row.id,
    userId: row.user_id,
    assetId: row.asset_id,
    above: row.kind === 'price-above',
    level: Number(row.level),
    channels: row.channels,
    cooldownDays: Number(row.cooldown_days),
    beyond: row.beyond === null ? null : Number(row.beyond) === 1,
    sideLevel: row.side_level === null ? null : Number(row.side_level),
  };
  index.byId.set(row.id, rule);
  const list = index.byAsset.get(rule.assetId);
  if (list) list.push(rule);
  else index.byAsset.set(rule.assetId, [rule]);
}

/** Brings the index up to the table: the changed alerts, everything when one was deleted, the sides when needed. */
export async function refreshPriceIndex(db: Db, index: PriceIndex): Promise<void> {
  const mark = await priceRulesMark(db.k);
  const moved = !index.mark || mark.count !== index.mark.count || mark.changed !== index.mark.changed;
  if (moved && index.mark) {
    // Changed since the last mark (the same millisecond again, as an equal time may hold a later change).
    for (const row of await priceRules(db.k, index.mark.changed)) put(index, row);
  }
  if (moved && (!index.mark || index.byId.size !== mark.count)) {
    // The first read, or an alert deleted: everything again.
    index.byAsset.clear();
    index.byId.clear();
    for (const row of await priceRules(db.k, 0)) put(index, row);
  }
  index.mark = mark;
  const stamp = await lastTickRound(db.k);
  if (stamp === index.stamp) return;
  // Another process evaluated ticks since (or none ever did): its sides are the ones to go on from.
  const sides = new Map((await priceSides(db.k)).map((s) => [s.alert_id, s]));
  for (const rule of index.byId.values()) {
    if (!rule) continue;
    const side = sides.get(rule.id);
    rule.beyond = side ? Number(side.beyond) === 1 : null;
    rule.sideLevel = side ? Number(side.level) : null;
  }
  index.lastPrice.clear();
  index.stamp = stamp;
}
