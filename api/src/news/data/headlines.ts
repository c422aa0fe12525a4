import type { Executor } from '../../platform/db';
import { HEADLINES, ingestionDb } from '../../prices/data/tables';

/** The stored headlines of [from, to] (YYYY-MM-DD), newest first, at most `limit`. */
export async function headlinesBetween(db: Executor, from: string, to: string, limit: number) {
  return ingestionDb(db)
    .selectFrom(HEADLINES)
    .select(['day', 'title', 'link', 'assets', 'score', 'label'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}
