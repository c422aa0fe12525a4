// Stored wire bodies of answers read again and again with the same content, kept per key until the stored market
// data's version changes (the candles and the hourly history): a repeated read costs one version read.
import { compactNumbers, wireBody, type WireBody } from '../../platform/http/wire';
import type { Executor } from '../../platform/db';
import { readDataVersion } from '../../prices/service/stored-prices';

/** Stored bodies kept at once by default (the one read longest ago gives way). */
const KEPT = 256;

/** The body for `key` at the stored data's version now: the kept one, or `build`'s answer serialised once. */
export function keptBodies(message: string, limit = KEPT) {
  const bodies = new Map<string, { version: string; body: WireBody }>();
  return async (db: Executor, key: string, build: () => Promise<unknown>): Promise<WireBody> => {
    const version = await readDataVersion(db);
    let kept = bodies.get(key);
    if (kept?.version !== version) {
      const data = await build();
      kept = { version, body: wireBody(JSON.stringify({ success: true, message, data }, compactNumbers)) };
      if (bodies.size >= limit) bodies.delete(bodies.keys().next().value as string);
    }
    // Read last, kept longest.
    bodies.delete(key);
    bodies.set(key, kept);
    return kept.body;
  };
}
