// The member's watchlist and "since your last visit", kept on the server; a browser's old local copy is taken once.
import {
  WATCHLIST_MAX_ASSETS,
  WATCHLIST_MESSAGES,
  type VisitInput,
  type VisitRecorded,
  type VisitTakeover,
  type Watchlist,
  type WatchVisit,
} from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { UsersTable } from '../../platform/db/schema';
import { Refusal } from '../../platform/refusal';
import { marketAsset } from '../../history/service/daily-states';
import { claimLocalCopy, readSettings, readVisit, readVisits, readWatchlist, replaceWatchlist, saveVisit } from '../data/watchlist';
import type { WatchVisitRow } from '../data/tables';
import { memberPlan } from './member-plan';

const visitOf = (row: WatchVisitRow): WatchVisit => ({ at: Number(row.at), mood: row.mood === null ? null : Number(row.mood), signal: row.signal as WatchVisit['signal'], price: Number(row.price) });

export async function watchlistOf(ctx: AppContext, user: UsersTable): Promise<Watchlist> {
  const plan = await memberPlan(ctx.plans, user, ctx.now());
  const assets = await readWatchlist(ctx.db.k, user.id);
  const visits = Object.fromEntries((await readVisits(ctx.db.k, user.id)).map((row) => [row.asset_id, visitOf(row)]));
  const settings = await readSettings(ctx.db.k, user.id);
  return {
    assets: assets.filter((id) => plan.opens(id)),
    lockedAssets: assets.filter((id) => !plan.opens(id)),
    visits,
    localCopyTaken: settings?.local_copy_taken_at != null,
  };
}

/** Saves the whole list in order: every asset known and in the member's plan, each once. */
export async function saveWatchlist(ctx: AppContext, user: UsersTable, assets: readonly string[]): Promise<Watchlist> {
  if (assets.length > WATCHLIST_MAX_ASSETS) throw new Refusal('invalid', WATCHLIST_MESSAGES.tooMany(WATCHLIST_MAX_ASSETS));
  if (new Set(assets).size !== assets.length) throw new Refusal('invalid', WATCHLIST_MESSAGES.repeated);
  const plan = await memberPlan(ctx.plans, user, ctx.now());
  for (const id of assets) {
    if (!marketAsset(id)) throw new Refusal('invalid', WATCHLIST_MESSAGES.assetUnknown(id));
    if (!plan.opens(id)) throw new Refusal('forbidden', WATCHLIST_MESSAGES.assetNotInPlan(id));
  }
  // Assets the plan no longer opens stay on the list (locked) rather than being lost with a downgrade.
  const locked = (await readWatchlist(ctx.db.k, user.id)).filter((id) => !plan.opens(id) && !assets.includes(id));
  await ctx.db.k.transaction().execute((trx) => replaceWatchlist(trx, user.id, [...assets, ...locked], ctx.now()));
  return watchlistOf(ctx, user);
}

function checkedVisit(input: Omit<VisitInput, 'assetId'>): void {
  if (!Number.isFinite(input.price) || input.price < 0) throw new Refusal('invalid', 'The price seen must be a number of 0 or more.');
  if (input.mood !== null && (!Number.isFinite(input.mood) || input.mood < 0 || input.mood > 100)) throw new Refusal('invalid', 'The mood seen must be between 0 and 100.');
}

/** Records what the member sees now and answers the visit before it, for "since your last visit". */
export async function recordVisit(ctx: AppContext, user: UsersTable, input: VisitInput): Promise<VisitRecorded> {
  if (!marketAsset(input.assetId)) throw new Refusal('invalid', WATCHLIST_MESSAGES.assetUnknown(input.assetId));
  checkedVisit(input);
  const previous = await readVisit(ctx.db.k, user.id, input.assetId);
  const row: WatchVisitRow = { user_id: user.id, asset_id: input.assetId, at: ctx.now(), mood: input.mood, signal: input.signal, price: input.price };
  await saveVisit(ctx.db.k, row);
  return { previous: previous ? visitOf(previous) : null, current: visitOf(row) };
}

/** Takes the browser's old copy once: its visits fill in assets the server has no newer visit for. */
export async function takeOverLocalCopy(ctx: AppContext, user: UsersTable, takeover: VisitTakeover): Promise<{ watchlist: Watchlist; taken: boolean }> {
  const entries = Object.entries(takeover.visits).filter(([id]) => marketAsset(id));
  for (const [, visit] of entries) checkedVisit(visit);
  const taken = await ctx.db.k.transaction().execute(async (trx) => {
    if (!(await claimLocalCopy(trx, user.id, ctx.now()))) return false;
    for (const [assetId, visit] of entries) {
      const at = Math.min(Math.max(0, Math.floor(visit.at)), ctx.now());
      const known = await readVisit(trx, user.id, assetId);
      if (known && Number(known.at) >= at) continue;
      await saveVisit(trx, { user_id: user.id, asset_id: assetId, at, mood: visit.mood, signal: visit.signal, price: visit.price });
    }
    return true;
  });
  return { watchlist: await watchlistOf(ctx, user), taken };
}
