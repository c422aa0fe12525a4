// The backfill of an added asset (docs/catalogue.md, "Adding an asset"): its whole daily history through the price
// chains, its past headlines from the backfill source and the stored headlines that name it, then its daily
// snapshots; the asset then opens (active) and takes part in every scheduled run. A symbol no source serves ends
// failed, with the reason. Each asset is claimed by one process (a claim left by a stopped process is taken again
// after STALE_MS), and its progress is written as it goes, so any process answers its status.
import type { Db } from '../platform/db';
import type { MarketConfig } from '../prices/service/config';
import type { Ingestion } from './ingestion/ingestion';
import type { JobDefinition } from './types';
import { readAsset, readAssets, updateAsset } from '../catalogue/data/assets';
import { claimBackfill, writeProgress } from '../catalogue/data/additions';
import { assetOf, linkingAliases, refreshCatalogue, type Asset } from '../catalogue/service/catalogue';
import { aliasMatcher } from '../analysis/headlines';
import { priceChainsFor } from '../prices/providers/chains';
import { bumpDataVersion, newestCandleSources } from '../prices/data/store';
import { switchedOff, type IngestProvider } from '../prices/sources/types';
import { gdeltBackfillProvider } from '../news/providers/gdelt';
import { linkStoredHeadlines } from '../news/data/headlines';
import { updateSnapshots } from '../history/service/snapshots';
import { runIngestion } from './ingestion/pipeline';

export const BACKFILL_JOB = 'asset-backfill';
/** A claim whose process has written nothing for this long is taken again (the process was stopped). */
const STALE_MS = 15 * 60_000;

export type Backfills = {
  /** Backfills every asset waiting for it that no other process holds; returns how many it finished. */
  runPending(): Promise<number>;
  /** Starts `runPending` in the background: through the job queue once dispatched there, else in this process. */
  kick(): void;
  dispatchThrough(dispatch: () => Promise<void>): void;
};

// One backfill at a time in this process, whoever asked for it (a member's add, the job's sweep).
let going: Promise<unknown> = Promise.resolve();

export function createBackfills(config: MarketConfig, db: Db, now: () => number, ingestion: Ingestion, log: (line: string) => void): Backfills {
  const pipeline = (providers: IngestProvider[]) => ({
    db,
    now,
    providers,
    modelVersion: ingestion.modelVersion,
    timeoutMs: config.ingestTimeoutMs,
    retries: config.ingestRetries,
    backoffMs: config.ingestBackoffMs,
    http: ingestion.http,
    sourceDeadlineMs: config.sourceDeadlineMs,
  });
  const settle = async (asset: Asset, state: 'active' | 'failed', reason: string | null) => {
    await db.k.transaction().execute(async (trx) => {
      // An admin may have hidden it meanwhile: it stays hidden (its data kept), and shows again as active.
      if ((await readAsset(trx, asset.id))?.state === 'backfilling') await updateAsset(trx, asset.id, { state, state_reason: reason }, now());
      await writeProgress(trx, asset.id, null, now());
    });
    await refreshCatalogue(db, now(), true);
  };

  async function backfill(asset: Asset): Promise<void> {
    const step = (stage: 'prices' | 'headlines' | 'snapshots', done: number, total: number) => writeProgress(db.k, asset.id, { stage, done, total }, now());
    await step('prices', 0, 1);
    const kind = asset.kind === 'crypto' ? 'crypto-prices' : 'stock-prices';
    const chain = priceChainsFor(config, () => [asset]).filter((p) => p.kind === kind);
    const prices = await runIngestion(pipeline(chain));
    if (!(await newestCandleSources(db.k)).has(asset.id)) {
      const why = prices.sources.find((s) => s.error)?.error ?? (chain.every((p) => switchedOff(config, p)) ? 'offline: no price source on this machine' : 'no price source answered');
      log(`[jobs] backfill of ${asset.symbol} failed: ${why}`);
      return settle(asset, 'failed', why.slice(0, 300));
    }
    await step('headlines', 0, 2);
    const gdelt = gdeltBackfillProvider(config.providers.gdelt, [asset]);
    if (!switchedOff(config, gdelt)) await runIngestion(pipeline([gdelt]));
    await step('headlines', 1, 2);
    const aliases = linkingAliases(asset);
    if (aliases.length > 0) {
      const matcher = aliasMatcher(aliases);
      // Headlines changed outside a new generation: every reader reads them again.
      if ((await linkStoredHeadlines(db.k, asset.id, (title) => matcher.test(title))) > 0) await bumpDataVersion(db.k, now());
    }
    await step('snapshots', 0, 1);
    ingestion.stored.invalidate();
    const { days } = await updateSnapshots(db, ingestion.stored, [asset], true);
    if (days > 0) await bumpDataVersion(db.k, now(), { candles: [] });
    ingestion.stored.invalidate();
    await settle(asset, 'active', null);
  }

  async function runPending(): Promise<number> {
    // The catalogue as it is now, so new headlines are linked to the assets being added too.
    await refreshCatalogue(db, now(), true);
    let finished = 0;
    for (const row of (await readAssets(db.k)).filter((r) => r.state === 'backfilling')) {
      if (!(await claimBackfill(db.k, row.id, now(), STALE_MS))) continue;
      try {
        await backfill(assetOf(row));
        finished++;
      } catch (error) {
        // The database or this process failed, not the sources: let go of it, so the next run takes it again.
        log(`[jobs] backfill of ${row.symbol} stopped: ${error instanceof Error ? error.message : String(error)}`);
        await writeProgress(db.k, row.id, null, now()).catch(() => undefined);
      }
    }
    return finished;
  }

  const serial = (): Promise<number> => {
    const next = going.catch(() => undefined).then(runPending);
    going = next;
    return next;
  };
  let dispatch: (() => Promise<void>) | null = null;
  const inProcess = () => void serial().catch((error: unknown) => log(`[jobs] backfill failed: ${String(error)}`));
  return {
    runPending: serial,
    kick: () => (dispatch ? void dispatch().catch(inProcess) : inProcess()),
    dispatchThrough(d) {
      dispatch = d;
    },
  };
}

/** The job: started on each add, and every 10 minutes for an asset whose process stopped halfway. */
export function backfillJob(backfills: Backfills, log: (line: string) => void): JobDefinition {
  return {
    name: BACKFILL_JOB,
    everyMs: 10 * 60_000,
    retryLimit: 2,
    retryDelayMs: 60_000,
    expireMs: 60 * 60_000,
    async run() {
      const finished = await backfills.runPending();
      if (finished > 0) log(`[jobs] backfilled ${finished} added asset${finished === 1 ? '' : 's'}`);
    },
  };
}
