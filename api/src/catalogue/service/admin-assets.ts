// The admin's hand on the catalogue: every asset as stored (hidden ones too), and a super admin's change of one
// (hide it or show it again, edit its aliases), recorded in the activity log; the process reads the table again
// at once, and the others within a second (docs/catalogue.md).
import { aliasesError, CATALOGUE_MESSAGES, normalisedAliases, type AssetChange, type CatalogueAsset } from '@sentiscope/shared/contract';
import type { Db } from '../../platform/db';
import type { UsersTable } from '../../platform/db/schema';
import { Refusal } from '../../platform/refusal';
import { recordAudit } from '../../admin/service/audit';
import { readAsset, readAssets, updateAsset, type AssetChanges } from '../data/assets';
import { readAddition } from '../data/additions';
import type { AssetRow } from '../data/tables';
import { assetOf, refreshCatalogue } from './catalogue';

function adminView(row: AssetRow): CatalogueAsset {
  const asset = assetOf(row);
  const { id, symbol, title: name, class: kind, exchange, state, stateReason, aliases } = asset;
  return { id, symbol, name, kind, exchange, state, stateReason, aliases, providerSymbols: { ...asset.symbols } };
}

export async function listCatalogue(db: Db): Promise<CatalogueAsset[]> {
  return (await readAssets(db.k)).map(adminView);
}

/** What showing an asset again needs: whether its history is stored, and starting the backfill of those waiting. */
export type ShowingAgain = { hasHistory: (id: string) => Promise<boolean>; backfill: () => void };

export async function changeAsset(db: Db, showing: ShowingAgain, actor: UsersTable, id: string, change: AssetChange, now: number): Promise<CatalogueAsset> {
  if (change.hidden === undefined && change.aliases === undefined) throw new Refusal('invalid', CATALOGUE_MESSAGES.nothingToChange);
  const aliasProblem = change.aliases === undefined ? '' : aliasesError(change.aliases);
  if (aliasProblem) throw new Refusal('invalid', aliasProblem);
  // Read before the transaction: on SQLite it holds the one connection. An asset the catalogue held from the start
  // (no addition recorded) always has a history: its bundled or generated prices where nothing is stored.
  const withHistory = change.hidden === false && (!(await readAddition(db.k, id.toLowerCase())) || (await showing.hasHistory(id.toLowerCase())));
  const saved = await db.k.transaction().execute(async (trx) => {
    const before = await readAsset(trx, id.toLowerCase());
    if (!before) throw new Refusal('not-found', CATALOGUE_MESSAGES.assetMissing);
    const changes: AssetChanges = {};
    if (change.aliases !== undefined) changes.aliases = JSON.stringify(normalisedAliases(change.aliases));
    // Hiding keeps the asset's data and its reason, if any. Shown again, a hidden asset is served again; one with
    // no stored history (hidden before its backfill began, or after it failed) is queued for its backfill instead.
    if (change.hidden === true && before.state !== 'hidden') changes.state = 'hidden';
    if (change.hidden === false && before.state === 'hidden') {
      if (withHistory) changes.state = 'active';
      else Object.assign(changes, { state: 'backfilling', state_reason: null });
    }
    await updateAsset(trx, before.id, changes, now);
    const after = { ...before, ...changes };
    await recordAudit(trx, { actor, area: 'asset', action: 'changed', target: before.symbol, before: adminView(before), after: adminView(after), at: now });
    return adminView(after);
  });
  await refreshCatalogue(db, now, true);
  if (saved.state === 'backfilling') showing.backfill();
  return saved;
}
