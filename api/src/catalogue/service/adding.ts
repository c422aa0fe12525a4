// Adding an asset (docs/catalogue.md, "Adding an asset"): a directory symbol becomes a catalogue row being filled
// with its history. A super admin may add any; a member when their plan opens that kind in full, at most
// DAILY_ASSET_ADDS a UTC day; anyone else is told which plan would allow it. A symbol already tracked answers its
// state, and one that failed is queued again.
import { ADD_ASSET_MESSAGES, DAILY_ASSET_ADDS, type AddAssetInput, type AssetAdded, type AssetClass, type AssetStatus, type Plan, planOpensKind } from '@sentiscope/shared/contract';
import { lockCatalogue, type Db } from '../../platform/db';
import type { UsersTable } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { Refusal } from '../../platform/refusal';
import { recordAudit } from '../../admin/service/audit';
import { memberPlan } from '../../billing/service/member-plan';
import type { PlanCache } from '../../billing/service/plan-cache';
import { insertAsset, readAsset, readAssetBySymbol, takenIdsAndNextPosition, updateAsset } from '../data/assets';
import { countAdditionsSince, insertAddition, readAddition, writeProgress } from '../data/additions';
import { readDirectoryEntry } from '../data/directory';
import { refreshCatalogue } from './catalogue';
import { newAssetRow } from './new-asset';

export type AddingDeps = { db: Db; plans: PlanCache; now: () => number; /** Starts the backfill of the assets waiting for it. */ backfill: () => void };

const DAY = 86_400_000;
const dayStart = (at: number) => Math.floor(at / DAY) * DAY;

/** A plan opens a class in full (planOpensKind): coins, or every US stock and ETF. */
const opensClass = (plan: Plan | null, kind: AssetClass) => plan !== null && planOpensKind(plan, kind === 'crypto' ? 'crypto' : 'stock');

/** What this caller may add now: a super admin anything; a member the kinds their plan opens, while under the day's limit. */
export async function addingRights(deps: Pick<AddingDeps, 'db' | 'plans' | 'now'>, user: UsersTable): Promise<(kind: AssetClass) => boolean> {
  if (user.is_super_admin === 1) return () => true;
  const plan = await memberPlan(deps.plans, user, deps.now());
  if ((await countAdditionsSince(deps.db.k, user.id, dayStart(deps.now()))) >= DAILY_ASSET_ADDS) return () => false;
  return (kind) => opensClass(plan, kind);
}

/** The plan check; the day's limit is counted inside the add's locked transaction. */
async function checkMayAdd(deps: AddingDeps, user: UsersTable, kind: AssetClass): Promise<void> {
  if (user.is_super_admin === 1) return;
  const plan = await memberPlan(deps.plans, user, deps.now());
  if (!opensClass(plan, kind)) {
    const opening = (await deps.plans.list()).filter((p) => opensClass(p, kind)).sort((a, b) => a.monthlyPrice - b.monthlyPrice)[0];
    throw new Refusal('forbidden', ADD_ASSET_MESSAGES.needsPlan(kind, opening?.title ?? null));
  }
}

export type AddOutcome = { status: 200 | 202; message: string; answer: AssetAdded };

export async function addAsset(deps: AddingDeps, user: UsersTable, body: AddAssetInput): Promise<AddOutcome> {
  const { db } = deps;
  const symbol = body.symbol.trim().toUpperCase();
  const listed = await readDirectoryEntry(db.k, `${body.kind === 'crypto' ? 'crypto' : 'stock'}:${symbol}`);
  if (!listed) throw new Refusal('not-found', ADD_ASSET_MESSAGES.notInDirectory(symbol));
  const kinds: AssetClass[] = listed.kind === 'crypto' ? ['crypto'] : ['stock', 'etf'];
  const trackedAnswer = (row: { id: string; state: AssetStatus['state'] }): AddOutcome => ({ status: 200, message: ADD_ASSET_MESSAGES.tracked, answer: { id: row.id, status: row.state } });
  const seen = await readAssetBySymbol(db.k, listed.symbol, kinds);
  if (seen && seen.state !== 'failed') return trackedAnswer(seen);
  await checkMayAdd(deps, user, listed.kind);
  const at = deps.now();
  const added = await db.k.transaction().execute(async (trx): Promise<AddOutcome> => {
    // One add at a time across processes: a symbol asked for twice at once is added once, and a member's
    // simultaneous adds count against the day's limit one after another.
    await lockCatalogue(db, trx);
    const tracked = await readAssetBySymbol(trx, listed.symbol, kinds);
    if (tracked && tracked.state !== 'failed') return trackedAnswer(tracked);
    if (user.is_super_admin !== 1 && (await countAdditionsSince(trx, user.id, dayStart(at))) >= DAILY_ASSET_ADDS) {
      throw new Refusal('throttled', ADD_ASSET_MESSAGES.dailyLimit, undefined, Math.ceil((dayStart(at) + DAY - at) / 1000));
    }
    if (tracked) {
      // Failed before: offered again, its backfill starting over.
      await updateAsset(trx, tracked.id, { state: 'backfilling', state_reason: null }, at);
      await writeProgress(trx, tracked.id, null, at);
      await recordAudit(trx, { actor: user, area: 'asset', action: 'queued again', target: tracked.symbol, before: { state: 'failed', reason: tracked.state_reason }, after: { state: 'backfilling' }, at });
      return { status: 200, message: ADD_ASSET_MESSAGES.queuedAgain, answer: { id: tracked.id, status: 'backfilling' } };
    }
    const { ids, position } = await takenIdsAndNextPosition(trx);
    const row = newAssetRow(listed, ids, position, at);
    await insertAsset(trx, row);
    await insertAddition(trx, { asset_id: row.id, requested_by: user.id, requested_at: at });
    await recordAudit(trx, { actor: user, area: 'asset', action: 'added', target: row.symbol, before: null, after: { id: row.id, symbol: row.symbol, name: row.name, kind: row.kind, exchange: row.exchange }, at });
    return { status: 202, message: ADD_ASSET_MESSAGES.queued, answer: { id: row.id, status: 'backfilling' } };
  }).catch(async (error: unknown) => {
    // SQLite's other writer added the same symbol (or took the same id) a moment before: answer as for a tracked one.
    const first = isUniqueViolation(error) ? await readAssetBySymbol(db.k, listed.symbol, kinds) : undefined;
    if (!first) throw error;
    return trackedAnswer(first);
  });
  await refreshCatalogue(db, at, true);
  deps.backfill();
  return added;
}

/** An asset's state and its backfill's progress; a hidden or unknown asset is not found. */
export async function assetStatus(db: Db, id: string): Promise<AssetStatus> {
  const row = await readAsset(db.k, id.toLowerCase());
  if (!row || row.state === 'hidden') throw new Refusal('not-found', ADD_ASSET_MESSAGES.missing);
  const addition = row.state === 'backfilling' ? await readAddition(db.k, row.id) : undefined;
  const progress = addition?.stage ? { stage: addition.stage, done: Number(addition.done), total: Number(addition.total) } : null;
  return { id: row.id, symbol: row.symbol, name: row.name, kind: row.kind, state: row.state, stateReason: row.state_reason, progress };
}
