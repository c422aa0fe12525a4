// Reads and writes of the stored headlines, each scored once by the model version it names.
import type { Executor } from '../../platform/db';
import { isoDay } from '../../platform/days';
import { newId } from '../../platform/ids';
import { HEADLINES, newsDb, type HeadlineRow } from './tables';

const CHUNK = 500;

/** The stored headlines of [from, to] (YYYY-MM-DD), newest first, at most `limit`. */
export async function headlinesBetween(db: Executor, from: string, to: string, limit: number) {
  return newsDb(db)
    .selectFrom(HEADLINES)
    .select(['day', 'title', 'link', 'assets', 'score', 'label'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * The publication instant and score of each stored headline naming the asset and published in [from, to) (epoch ms),
 * oldest first: read by day (the indexed column), the asset matched again exactly from its padded list.
 */
export async function assetHeadlineTimes(db: Executor, assetId: string, from: number, to: number): Promise<{ at: number; score: number }[]> {
  const rows = await newsDb(db)
    .selectFrom(HEADLINES)
    .select(['published_at', 'score', 'assets'])
    .where('day', '>=', isoDay(from))
    .where('day', '<=', isoDay(to - 1))
    .where('assets', 'like', `% ${assetId} %`)
    .where('published_at', '>=', from)
    .where('published_at', '<', to)
    .orderBy('published_at')
    .execute();
  return rows.filter((r) => r.assets.includes(` ${assetId} `)).map((r) => ({ at: Number(r.published_at), score: Number(r.score) }));
}

export type NewHeadline = Omit<HeadlineRow, 'id' | 'stored_at' | 'generation'>;

/** Of these keys, the ones already stored (link keys and title keys share one answer). */
export async function knownHeadlineKeys(db: Executor, linkKeys: readonly string[], titleKeys: readonly string[]): Promise<Set<string>> {
  const k = newsDb(db);
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
  const k = newsDb(db);
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
  let query = newsDb(db)
    .selectFrom(HEADLINES)
    .select(['id', 'day', 'source', 'title', 'link', 'assets', 'score', 'terms', 'model_version'])
    .where('generation', '<=', upTo);
  if (after !== undefined) query = query.where('generation', '>', after);
  return query.orderBy('day').orderBy('id').execute();
}

/** How many headlines generations up to `upTo` hold (a reader's check that adding up what it read is still right). */
export async function countHeadlinesUpTo(db: Executor, upTo: number): Promise<number> {
  const row = await newsDb(db)
    .selectFrom(HEADLINES)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('generation', '<=', upTo)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Headlines scored by another model version than `version`, a page at a time (the backfill). */
export async function headlinesScoredOtherThan(db: Executor, version: string, limit: number) {
  return newsDb(db).selectFrom(HEADLINES).select(['id', 'title']).where('model_version', '<>', version).limit(limit).execute();
}

export async function rescoreHeadline(db: Executor, id: string, values: Pick<HeadlineRow, 'score' | 'label' | 'terms' | 'model_version'>) {
  await newsDb(db).updateTable(HEADLINES).set(values).where('id', '=', id).execute();
}

export async function countHeadlines(db: Executor): Promise<{ count: number; latest: string | null }> {
  const row = await newsDb(db)
    .selectFrom(HEADLINES)
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('day').as('latest')])
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), latest: (row?.latest as string | null) ?? null };
}

/**
 * Links the stored headlines whose title `names` to the asset (an asset added later: its past headlines), a page at
 * a time; returns how many were linked.
 */
export async function linkStoredHeadlines(db: Executor, assetId: string, names: (lowerTitle: string) => boolean): Promise<number> {
  const k = newsDb(db);
  let linked = 0;
  for (let after = ''; ; ) {
    const page = await k.selectFrom(HEADLINES).select(['id', 'title', 'assets']).where('id', '>', after).orderBy('id').limit(CHUNK).execute();
    if (page.length === 0) return linked;
    after = page[page.length - 1].id;
    for (const h of page) {
      if (h.assets.includes(` ${assetId} `) || !names(h.title.toLowerCase())) continue;
      await k.updateTable(HEADLINES).set({ assets: ` ${[...h.assets.trim().split(' ').filter(Boolean), assetId].join(' ')} ` }).where('id', '=', h.id).execute();
      linked++;
    }
  }
}
