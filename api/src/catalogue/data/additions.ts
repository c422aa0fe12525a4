// Assets added by members and admins (docs/catalogue.md, "Adding an asset"): who added each and when (a member's
// daily limit counts these), and where its backfill stands, written as it goes so any process can answer the status.
import type { Kysely } from 'kysely';
import type { BackfillProgress } from '@sentiscope/shared/contract';
import type { Executor } from '../../platform/db';

export const ADDITIONS_TABLE = 'asset_additions';

export type AdditionRow = {
  asset_id: string;
  /** The user who added it ('' for an asset the catalogue held before). */
  requested_by: string;
  requested_at: number;
  /** The backfill's stage and its count; null stage: no backfill going. */
  stage: BackfillProgress['stage'] | null;
  done: number;
  total: number;
  /** When the process running its backfill took it (epoch ms); null when none holds it. */
  claimed_at: number | null;
  updated_at: number;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
const additionsDb = (db: Executor | AnyDb) => db as unknown as Kysely<{ [ADDITIONS_TABLE]: AdditionRow }>;

/** Versions 510-519 belong to adding assets. */
export const ADDITION_MIGRATIONS = [
  {
    version: 510,
    name: 'assets added by members and admins, with their backfill progress',
    async up(db: AnyDb) {
      await db.schema
        .createTable(ADDITIONS_TABLE)
        .addColumn('asset_id', 'text', (c) => c.primaryKey())
        .addColumn('requested_by', 'text', (c) => c.notNull())
        .addColumn('requested_at', 'bigint', (c) => c.notNull())
        .addColumn('stage', 'text')
        .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('claimed_at', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('asset_additions_by_member').on(ADDITIONS_TABLE).columns(['requested_by', 'requested_at']).execute();
    },
  },
];

export async function insertAddition(db: Executor, row: Pick<AdditionRow, 'asset_id' | 'requested_by' | 'requested_at'>): Promise<void> {
  await additionsDb(db)
    .insertInto(ADDITIONS_TABLE)
    .values({ ...row, stage: null, done: 0, total: 0, claimed_at: null, updated_at: row.requested_at })
    .execute();
}

/** How many assets this user added since `since` (epoch ms). */
export async function countAdditionsSince(db: Executor, userId: string, since: number): Promise<number> {
  const row = await additionsDb(db)
    .selectFrom(ADDITIONS_TABLE)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('requested_by', '=', userId)
    .where('requested_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function readAddition(db: Executor, assetId: string): Promise<AdditionRow | undefined> {
  return additionsDb(db).selectFrom(ADDITIONS_TABLE).selectAll().where('asset_id', '=', assetId).executeTakeFirst();
}

/** Writes the backfill's progress; null: none going, and the claim let go. */
export async function writeProgress(db: Executor, assetId: string, progress: BackfillProgress | null, at: number): Promise<void> {
  const values = progress ? { stage: progress.stage, done: progress.done, total: progress.total, updated_at: at } : { stage: null, done: 0, total: 0, claimed_at: null, updated_at: at };
  await additionsDb(db).updateTable(ADDITIONS_TABLE).set(values).where('asset_id', '=', assetId).execute();
}

/**
 * Takes the asset's backfill for this process: true when no other holds it, or the one that did has written
 * nothing for `staleMs` (its process was stopped). An asset without a row (one the catalogue held before) gets one.
 */
export async function claimBackfill(db: Executor, assetId: string, at: number, staleMs: number): Promise<boolean> {
  await additionsDb(db)
    .insertInto(ADDITIONS_TABLE)
    .values({ asset_id: assetId, requested_by: '', requested_at: at, stage: null, done: 0, total: 0, claimed_at: null, updated_at: at })
    .onConflict((oc) => oc.column('asset_id').doNothing())
    .execute();
  const result = await additionsDb(db)
    .updateTable(ADDITIONS_TABLE)
    .set({ claimed_at: at, updated_at: at })
    .where('asset_id', '=', assetId)
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('updated_at', '<', at - staleMs)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
