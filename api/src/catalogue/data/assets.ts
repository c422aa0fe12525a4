// Reads and writes of the catalogue's table.
import type { Executor } from '../../platform/db';
import { ASSET_TABLE, catalogueDb, type AssetRow } from './tables';

/** Every asset, in the catalogue's order. */
export async function readAssets(db: Executor): Promise<AssetRow[]> {
  return catalogueDb(db).selectFrom(ASSET_TABLE).selectAll().orderBy('position').orderBy('id').execute();
}

/** The catalogue's version: the sum of its rows' revisions and their count, so any change or new row moves it. */
export async function readCatalogueVersion(db: Executor): Promise<string> {
  const row = await catalogueDb(db)
    .selectFrom(ASSET_TABLE)
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('revision').as('revisions')])
    .executeTakeFirst();
  return `${Number(row?.count ?? 0)}:${Number(row?.revisions ?? 0)}`;
}

export type AssetChanges = Partial<Pick<AssetRow, 'aliases' | 'state' | 'state_reason'>>;

/** Changes one asset and raises its revision; false when there is no such asset. */
export async function updateAsset(db: Executor, id: string, changes: AssetChanges, at: number): Promise<boolean> {
  const result = await catalogueDb(db)
    .updateTable(ASSET_TABLE)
    .set((eb) => ({ ...changes, revision: eb('revision', '+', 1), updated_at: at }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** One asset by id, hidden or not. */
export async function readAsset(db: Executor, id: string): Promise<AssetRow | undefined> {
  return catalogueDb(db).selectFrom(ASSET_TABLE).selectAll().where('id', '=', id).executeTakeFirst();
}

/** Adds one asset to the catalogue. */
export async function insertAsset(db: Executor, row: AssetRow): Promise<void> {
  await catalogueDb(db).insertInto(ASSET_TABLE).values(row).execute();
}

/** The asset of this symbol among these kinds (a coin, or a stock or ETF), hidden or not. */
export async function readAssetBySymbol(db: Executor, symbol: string, kinds: AssetRow['kind'][]): Promise<AssetRow | undefined> {
  return catalogueDb(db).selectFrom(ASSET_TABLE).selectAll().where('symbol', '=', symbol).where('kind', 'in', kinds).executeTakeFirst();
}

/** Every id taken, and the place after the last asset. */
export async function takenIdsAndNextPosition(db: Executor): Promise<{ ids: Set<string>; position: number }> {
  const rows = await catalogueDb(db).selectFrom(ASSET_TABLE).select(['id', 'position']).execute();
  return { ids: new Set(rows.map((r) => r.id)), position: rows.reduce((most, r) => Math.max(most, Number(r.position) + 1), 0) };
}
