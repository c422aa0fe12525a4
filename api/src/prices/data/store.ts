// Reads and writes of the stored market data: candles, headlines, source health and the data version.
// Everything else in ingestion goes through these functions.
import type { Candle } from '@sentiscope/shared/contract';
import type { Executor } from '../../platform/db';
import { newId } from '../../platform/ids';
import { CANDLES, HEADLINES, SOURCES, ingestionDb, type HeadlineRow, type SourceRow } from './tables';

const CHUNK = 500;

export { bumpDataVersion, readDataVersion } from './data-state';

/**
 * Stores one asset's candles; a live source overwrites a day a bundled file gave (only when its values differ), a
 * bundled file never overwrites. Returns how many rows were added or changed.
 */
export async function storeCandles(db: Executor, assetId: string, candles: readonly Candle[], source: string, overwrite: boolean, at: number): Promise<number> {
  const k = ingestionDb(db);
  let stored = 0;
  for (let i = 0; i < candles.length; i += CHUNK) {
    const rows = candles.slice(i, i + CHUNK).map((c) => ({ asset_id: assetId, ...c, fetched_at: at, source }));
    const result = await k
      .insertInto(CANDLES)
      .values(rows)
      .onConflict((oc) => {
        const target = oc.columns(['asset_id', 'date']);
        return overwrite
          ? target.doUpdateSet((eb) => ({
              open: eb.ref('excluded.open'),
              high: eb.ref('excluded.high'),
              low: eb.ref('excluded.low'),
              close: eb.ref('excluded.close'),
              volume: eb.ref('excluded.volume'),
              fetched_at: eb.ref('excluded.fetched_at'),
              source: eb.ref('excluded.source'),
            })).where((eb) =>
              // Only a day whose values changed: the same day fetched again stores nothing and changes no version.
              eb.or((['open', 'high', 'low', 'close', 'volume', 'source'] as const).map((c) => eb(eb.ref(`${CANDLES}.${c}`), '<>', eb.ref(`excluded.${c}`)))),
            )
          : target.doNothing();
      })
      .executeTakeFirst();
    stored += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return stored;
}

export type StoredCandle = Candle & { source: string };

export async function readCandles(db: Executor, assetId: string): Promise<StoredCandle[]> {
  const rows = await ingestionDb(db)
    .selectFrom(CANDLES)
    .select(['date', 'open', 'high', 'low', 'close', 'volume', 'source'])
    .where('asset_id', '=', assetId)
    .orderBy('date')
    .execute();
  return rows.map((r) => ({ ...r, open: Number(r.open), high: Number(r.high), low: Number(r.low), close: Number(r.close), volume: Number(r.volume) }));
}

/** The newest stored day per asset, for asking live sources only for what is missing. */
export async function latestCandleDays(db: Executor): Promise<Map<string, string>> {
  const rows = await ingestionDb(db).selectFrom(CANDLES).select(['asset_id']).select((eb) => eb.fn.max('date').as('last')).groupBy('asset_id').execute();
  return new Map(rows.map((r) => [r.asset_id, String(r.last)]));
}

/** Each asset's newest stored candle: its day and the provider that wrote it (data-health's "served by"). */
export async function newestCandleSources(db: Executor): Promise<Map<string, { date: string; source: string; close: number }>> {
  const k = ingestionDb(db);
  const rows = await k
    .selectFrom(CANDLES as typeof CANDLES)
    .innerJoin(
      (eb) => eb.selectFrom(CANDLES).select(['asset_id as newest_asset']).select((e) => e.fn.max('date').as('newest_date')).groupBy('asset_id').as('newest'),
      (join) => join.onRef('newest.newest_asset', '=', `${CANDLES}.asset_id`).onRef('newest.newest_date', '=', `${CANDLES}.date`),
    )
    .select([`${CANDLES}.asset_id as asset_id`, `${CANDLES}.date as date`, `${CANDLES}.source as source`, `${CANDLES}.close as close`])
    .execute();
  return new Map(rows.map((r) => [r.asset_id, { date: String(r.date), source: r.source, close: Number(r.close) }]));
}

export type NewHeadline = Omit<HeadlineRow, 'id' | 'stored_at' | 'generation'>;

/** Of these keys, the ones already stored (link keys and title keys share one answer). */
export async function knownHeadlineKeys(db: Executor, linkKeys: readonly string[], titleKeys: readonly string[]): Promise<Set<string>> {
  const k = ingestionDb(db);
  const known = new Set<string>();
  for (let i = 0; i < linkKeys.length; i += 500) {
    const rows = await k.selectFrom(HEADLINES).select('link_key').where('link_key', 'in', linkKeys.slice(i, i + 500)).execute();
    for (const r of rows) if (r.link_key) known.add(r.link_key);
  }
  for (let i = 0; i < titleKeys.length; i += 500) {
    const rows = await k.selectFrom(HEADLINES).select('title_key').where('title_key', 'in', titleKeys.slice(i, i + 500)).execute();
    for (const r of rows) known.add(r.title_key);
  }
  return known;
}

/** Inserts headlines; one already stored under the same link or title is left as it is. Returns how many were new. */
export async function storeHeadlines(db: Executor, items: readonly NewHeadline[], at: number, generation: number): Promise<number> {
  const k = ingestionDb(db);
  let stored = 0;
  for (let i = 0; i < items.length; i += CHUNK) {
    const rows = items.slice(i, i + CHUNK).map((h) => ({ ...h, id: newId(), stored_at: at, generation }));
    const result = await k.insertInto(HEADLINES).values(rows).onConflict((oc) => oc.doNothing()).executeTakeFirst();
    stored += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return stored;
}

export type StoredHeadline = Pick<HeadlineRow, 'id' | 'day' | 'source' | 'title' | 'link' | 'assets' | 'score' | 'terms' | 'model_version'>;

/** The stored headlines of generations up to `upTo` (of those after `after` only, when given), by day and id. */
export async function readHeadlines(db: Executor, upTo: number, after?: number): Promise<StoredHeadline[]> {
  let query = ingestionDb(db)
    .selectFrom(HEADLINES)
    .select(['id', 'day', 'source', 'title', 'link', 'assets', 'score', 'terms', 'model_version'])
    .where('generation', '<=', upTo);
  if (after !== undefined) query = query.where('generation', '>', after);
  return query.orderBy('day').orderBy('id').execute();
}

/** How many headlines generations up to `upTo` hold (a reader's check that adding up what it read is still right). */
export async function countHeadlinesUpTo(db: Executor, upTo: number): Promise<number> {
  const row = await ingestionDb(db)
    .selectFrom(HEADLINES)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('generation', '<=', upTo)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Headlines scored by another model version than `version`, a page at a time (the backfill). */
export async function headlinesScoredOtherThan(db: Executor, version: string, limit: number) {
  return ingestionDb(db).selectFrom(HEADLINES).select(['id', 'title']).where('model_version', '<>', version).limit(limit).execute();
}

export async function rescoreHeadline(db: Executor, id: string, values: Pick<HeadlineRow, 'score' | 'label' | 'terms' | 'model_version'>) {
  await ingestionDb(db).updateTable(HEADLINES).set(values).where('id', '=', id).execute();
}

export async function countHeadlines(db: Executor): Promise<{ count: number; latest: string | null }> {
  const row = await ingestionDb(db)
    .selectFrom(HEADLINES)
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('day').as('latest')])
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), latest: (row?.latest as string | null) ?? null };
}

export async function readSources(db: Executor): Promise<SourceRow[]> {
  return ingestionDb(db).selectFrom(SOURCES).selectAll().orderBy('source').execute();
}

export async function readSource(db: Executor, source: string): Promise<SourceRow | undefined> {
  return ingestionDb(db).selectFrom(SOURCES).selectAll().where('source', '=', source).executeTakeFirst();
}

/** Records one source's outcome; a failure keeps the last success, its items and its newest day. */
export async function recordSource(db: Executor, row: Pick<SourceRow, 'source' | 'kind'> & Partial<SourceRow>): Promise<void> {
  const k = ingestionDb(db);
  const existing = await readSource(db, row.source);
  if (!existing) {
    await k
      .insertInto(SOURCES)
      .values({ last_success_at: null, last_error_at: null, last_error: null, latest_item_date: null, items_stored: 0, fingerprint: null, etag: null, last_modified: null, ...row })
      .onConflict((oc) => oc.column('source').doNothing())
      .execute();
    return;
  }
  const { source, ...changes } = row;
  await k.updateTable(SOURCES).set(changes).where('source', '=', source).execute();
}
