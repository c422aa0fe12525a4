// The stored market data's state: its version (changed by every write) and, beside it, what each write changed,
// so a reader reads again only that: the candles of the assets a run changed, and the headlines a run added.
import { sql } from 'kysely';
import type { Executor } from '../../platform/db';
import { newId } from '../../platform/ids';
import { DATA_STATE, priceDb } from './tables';

const VERSION = 'version';
/** The version of the last write that said what it changed; another version means an unexplained write. */
const EXPLAINED = 'explained';
/** The generation of the newest added headlines: every transaction adding headlines takes the next one. */
const HEADLINE_GENERATION = 'headlines';
/** Changed by a write that changed stored headlines in place (a new model's scores) or did not say what it changed. */
const HEADLINES_BASE = 'headlines-base';
/** Changed by a write that did not say which candles it changed: every asset's candles are read again. */
const CANDLES_BASE = 'candles-base';
const candlesKey = (assetId: string) => `candles:${assetId}`;

/** What readers compare to decide what to read again. */
export type DataState = {
  version: string;
  /** False when the last write did not say what it changed (read everything again). */
  explained: boolean;
  headlineGeneration: number;
  headlinesBase: string;
  /** A token per asset that changes when its stored candles change. */
  candles(assetId: string): string;
};

/** The version of the stored data: changes with every write, so readers know when to read again. */
export async function readDataVersion(db: Executor): Promise<string> {
  const row = await priceDb(db).selectFrom(DATA_STATE).select('value').where('key', '=', VERSION).executeTakeFirst();
  return row?.value ?? '0';
}

export async function readDataState(db: Executor): Promise<DataState> {
  const rows = await priceDb(db).selectFrom(DATA_STATE).select(['key', 'value']).execute();
  const values = new Map(rows.map((r) => [r.key, r.value]));
  const version = values.get(VERSION) ?? '0';
  return {
    version,
    explained: values.get(EXPLAINED) === version,
    headlineGeneration: Number(values.get(HEADLINE_GENERATION) ?? 0),
    headlinesBase: values.get(HEADLINES_BASE) ?? '',
    candles: (assetId) => `${values.get(CANDLES_BASE) ?? ''}|${values.get(candlesKey(assetId)) ?? ''}`,
  };
}

/**
 * Takes the next headline generation for the headlines this transaction adds. The counter's row stays locked
 * until the transaction ends, so generations become visible in order: a reader that sees generation g has every
 * headline of generations up to g.
 */
export async function nextHeadlineGeneration(db: Executor): Promise<number> {
  const row = await priceDb(db)
    .insertInto(DATA_STATE)
    .values({ key: HEADLINE_GENERATION, value: '1' })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: sql<string>`CAST(CAST(${sql.ref(`${DATA_STATE}.value`)} AS bigint) + 1 AS text)` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/**
 * A new version of the stored data. With `changed`, the write says what it changed: the candles of these assets
 * (added headlines carry their generation). Without it, readers read every candle and headline again.
 */
export async function bumpDataVersion(db: Executor, at: number, changed?: { candles: readonly string[] }): Promise<void> {
  const value = `${at}-${newId().slice(0, 8)}`;
  const keys = changed ? [VERSION, EXPLAINED, ...changed.candles.map(candlesKey)] : [VERSION, HEADLINES_BASE, CANDLES_BASE];
  await priceDb(db)
    .insertInto(DATA_STATE)
    .values(keys.map((key) => ({ key, value })))
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
