// What this process knows of the live prices (docs/live-prices.md, "Fan-out"): each asset's latest tick, read from
// market_latest_ticks when a run announces new ones, the changes of the last runs (so a stream that dropped can be
// sent what it missed) and whether the price is live. On PostgreSQL a run is announced to every process by NOTIFY;
// on SQLite to this process directly, and a process that did not run it sees the new ticks within half a second by
// looking at the newest tick's instant.
import { LIVE_INTERVALS } from '@sentiscope/shared/contract';
import type { Db } from '../../platform/db';
import type { ChannelListener } from '../../platform/db/notifications';
import { newestTickAt, notifyTicks, readTicks, TICKS_CHANNEL, type Tick } from '../data/ticks';

/** The prices that changed in one run; `id` is the newest of their instants (epoch ms), the stream's event id. */
export type PriceChange = { id: number; ticks: Tick[] };
export type FeedStatus = { live: boolean; at: number | null; intervalSeconds: number };
export type FeedEvent = { kind: 'prices'; change: PriceChange } | { kind: 'status'; status: FeedStatus };

export type LiveFeed = {
  /** Starts hearing runs on first use; resolves once the stored ticks are read. */
  ready(): Promise<void>;
  status(): FeedStatus;
  /** The latest tick of each of `ids` that has one, oldest first. */
  latest(ids: readonly string[]): Tick[];
  /** What changed for `ids` after event `after`: each asset's last change, oldest first (its latest tick when the runs kept no longer reach back). */
  since(after: number, ids: readonly string[]): Tick[];
  /** Hears each change of prices and of liveness. */
  listen(listener: (event: FeedEvent) => void): () => void;
  /** Reads the stored ticks again now. */
  refresh(): Promise<void>;
  close(): Promise<void>;
};

export type LiveFeedOptions = {
  db: Db;
  now: () => number;
  intervalSeconds: number;
  /** Whether any provider may run here (offline with no loopback source, none can: never live). */
  canTick: boolean;
  /** SQLite: how often the newest tick's instant is looked at (500 ms). */
  pollMs?: number;
  /** Runs with changes kept for resuming (30). */
  kept?: number;
};

const inProcess = new WeakMap<Db, Set<() => void>>();

/** Tells every live feed on this database that a run stored new ticks. */
export async function announceTicks(db: Db): Promise<void> {
  if (db.kind === 'postgres') return notifyTicks(db);
  for (const hear of inProcess.get(db) ?? []) hear();
}

export function createLiveFeed(options: LiveFeedOptions): LiveFeed {
  const { db, now } = options;
  const latest = new Map<string, Tick>();
  const runs: PriceChange[] = [];
  const listeners = new Set<(event: FeedEvent) => void>();
  // Every change after `floor` is in `runs`.
  let floor = 0;
  let newest: number | null = null;
  let started: Promise<void> | null = null;
  let reading: Promise<void> | null = null;
  let again = false;
  let wasLive: boolean | null = null;
  const timers: NodeJS.Timeout[] = [];
  let channel: ChannelListener | null = null;
  const hear = () => void refresh().catch(() => undefined);

  const emit = (event: FeedEvent) => listeners.forEach((listener) => listener(event));

  function status(): FeedStatus {
    const fresh = newest !== null && now() - newest <= LIVE_INTERVALS * options.intervalSeconds * 1000;
    return { live: options.canTick && fresh, at: newest, intervalSeconds: options.intervalSeconds };
  }

  function checkStatus() {
    const current = status();
    if (wasLive !== null && current.live !== wasLive) emit({ kind: 'status', status: current });
    wasLive = current.live;
  }

  async function read(first: boolean) {
    const changed: Tick[] = [];
    for (const tick of await readTicks(db)) {
      const before = latest.get(tick.assetId);
      if (before && before.at >= tick.at) continue;
      latest.set(tick.assetId, tick);
      if (newest === null || tick.at > newest) newest = tick.at;
      if (!before || before.price !== tick.price) changed.push(tick);
    }
    if (first) floor = newest ?? 0;
    else if (changed.length > 0) {
      const change = { id: Math.max(...changed.map((t) => t.at)), ticks: changed };
      runs.push(change);
      if (runs.length > (options.kept ?? 30)) floor = (runs.shift() as PriceChange).id;
      emit({ kind: 'prices', change });
    }
    checkStatus();
  }

  /** One read at a time; a run announced during one is read right after it. */
  function refresh(): Promise<void> {
    if (reading) {
      again = true;
      return reading;
    }
    reading = read(false).finally(() => {
      reading = null;
      if (again) {
        again = false;
        hear();
      }
    });
    return reading;
  }

  async function start() {
    await read(true);
    if (db.listen) channel = db.listen(TICKS_CHANNEL, hear);
    else {
      const set = inProcess.get(db) ?? new Set();
      set.add(hear);
      inProcess.set(db, set);
      const poll = setInterval(() => {
        void newestTickAt(db)
          .then((at) => {
            if (at !== null && at !== newest) hear();
          })
          .catch(() => undefined);
      }, options.pollMs ?? 500);
      timers.push(poll);
    }
    // Liveness also ends by time alone: the newest tick grows older than three intervals.
    timers.push(setInterval(checkStatus, 5_000));
    timers.forEach((t) => t.unref());
  }

  return {
    ready: () => (started ??= start().catch((error: unknown) => {
      started = null;
      throw error;
    })),
    status,
    latest: (ids) => ids.flatMap((id) => latest.get(id) ?? []).sort((a, b) => a.at - b.at),
    since(after, ids) {
      const wanted = new Set(ids);
      const last = new Map<string, Tick>();
      if (after >= floor) for (const run of runs) if (run.id > after) for (const t of run.ticks) if (wanted.has(t.assetId)) last.set(t.assetId, t);
      if (after < floor) for (const id of ids) if ((latest.get(id)?.at ?? 0) > after) last.set(id, latest.get(id) as Tick);
      return [...last.values()].sort((a, b) => a.at - b.at);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    async close() {
      timers.forEach(clearInterval);
      inProcess.get(db)?.delete(hear);
      listeners.clear();
      await channel?.close();
    },
  };
}
