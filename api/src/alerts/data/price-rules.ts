// The price alerts as the evaluation of ticks reads them: a cheap mark of the set (to know when to read it again),
// the rules themselves, each rule's side of its level at the last tick, and which evaluation wrote those sides.
import type { Db, Executor } from '../../platform/db';
import { alertDb, chunks, type PriceSideRow } from './tables';

export const PRICE_KINDS = ['price-above', 'price-below'] as const;

/** How many price alerts are stored (switched on or off) and their newest change: the set moved when either did. */
export async function priceRulesMark(db: Executor): Promise<{ count: number; changed: number }> {
  const row = await alertDb(db)
    .selectFrom('alerts')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('updated_at').as('m')])
    .where('kind', 'in', [...PRICE_KINDS])
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), changed: Number(row?.m ?? 0) };
}

/** The price alerts changed at or after `since` (every one with 0), switched off ones included, with their last side. */
export async function priceRules(db: Executor, since: number) {
  return alertDb(db)
    .selectFrom('alerts')
    .leftJoin('alert_price_sides', 'alert_price_sides.alert_id', 'alerts.id')
    .select(['alerts.id', 'alerts.user_id', 'alerts.asset_id', 'alerts.kind', 'alerts.level', 'alerts.channels', 'alerts.cooldown_days', 'alerts.enabled', 'alerts.updated_at', 'alert_price_sides.level as side_level', 'alert_price_sides.beyond'])
    .where('alerts.kind', 'in', [...PRICE_KINDS])
    .where('alerts.updated_at', '>=', since)
    .execute();
}
export type PriceRuleRow = Awaited<ReturnType<typeof priceRules>>[number];

export async function priceSides(db: Executor): Promise<PriceSideRow[]> {
  return alertDb(db).selectFrom('alert_price_sides').selectAll().execute();
}

/** Records the sides that changed, and the stamp of the evaluation that wrote them, in one transaction. */
export async function writePriceSides(db: Db, rows: readonly PriceSideRow[], stamp: string, at: number): Promise<void> {
  await alertDb(db.k).transaction().execute(async (trx) => {
    for (const part of chunks(rows, 500)) {
      await trx
        .insertInto('alert_price_sides')
        .values(part)
        .onConflict((oc) => oc.column('alert_id').doUpdateSet((eb) => ({ level: eb.ref('excluded.level'), beyond: eb.ref('excluded.beyond'), at: eb.ref('excluded.at') })))
        .execute();
    }
    await trx
      .insertInto('alert_tick_rounds')
      .values({ id: 'price', stamp, at })
      .onConflict((oc) => oc.column('id').doUpdateSet({ stamp, at }))
      .execute();
  });
}

/** The stamp of the evaluation of ticks that wrote the sides last, or null before the first. */
export async function lastTickRound(db: Executor): Promise<string | null> {
  return (await alertDb(db).selectFrom('alert_tick_rounds').select('stamp').where('id', '=', 'price').executeTakeFirst())?.stamp ?? null;
}

/** The day each of these alerts last fired, read when they may fire (another process may have fired them since). */
export async function lastFiredDays(db: Executor, ids: readonly string[]): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  for (const part of chunks(ids, 500)) {
    const rows = await alertDb(db).selectFrom('alerts').select(['id', 'last_fired_day', 'enabled']).where('id', 'in', part).execute();
    for (const row of rows) if (Number(row.enabled) === 1) out.set(row.id, row.last_fired_day);
  }
  return out;
}
