// Who an API key is, and whether it may make this request: the access hook calls `admit` for every request that
// carries `Bearer ss_…`. One read finds the key, its member and the member's stored use of the day; the request is
// counted in memory and written with the others every few seconds (docs/decisions/156-api-key-use-counted-in-batches.md).
import { API_KEY_MESSAGES, keyAllows, type ApiKeyScope, type Plan } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { AccessAuth } from '../../platform/http/access';
import { hmac } from '../../platform/ids';
import { Refusal } from '../../platform/refusal';
import { findKeyHolder, recordKeyUse, type UseBatch } from '../data/api-keys';
import { isSubscriptionActive } from '../data/users';
import { isoDay } from '../../platform/days';

const DAY_MS = 86_400_000;
/** The quota's name in the RateLimit fields (draft-ietf-httpapi-ratelimit-headers). */
const POLICY = 'daily';

/** Whole seconds from `at` to the next midnight UTC, when the day's quota starts again (at least 1). */
export const secondsToNextDay = (at: number) => Math.max(1, Math.ceil((DAY_MS - (at % DAY_MS)) / 1000));

/** The key a secret is kept under: the server's key secret, or one derived from the token secret. */
export function keySecretOf(config: AppContext['config']): string {
  return config.apiKeySecret ?? hmac(config.jwtSecret, 'sentiscope api key secret');
}

export type KeyGate = {
  admit(secret: string, scope: ApiKeyScope | undefined, setHeader: (name: string, value: string) => void): Promise<AccessAuth>;
  /** Writes the requests counted so far (the profile's listing calls it first, and the app on close). */
  flush(): Promise<void>;
  close(): Promise<void>;
};

export const parseScopes = (json: string): ApiKeyScope[] => {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((s): s is ApiKeyScope => s === 'read' || s === 'alerts') : [];
  } catch {
    return [];
  }
};

/** The daily quota of the plan a member has now: their own while the subscription is active, else the free plan's. */
export async function dailyQuotaOf(ctx: AppContext, user: AccessAuth['user']): Promise<{ daily: number; planTitle: string }> {
  const own: Plan | null = user.plan_id && isSubscriptionActive(user, ctx.now()) ? await ctx.plans.find(user.plan_id) : null;
  const plan = own ?? (await ctx.plans.free());
  return { daily: plan?.apiDailyQuota ?? 0, planTitle: plan?.title ?? 'Free' };
}

export function createKeyGate(ctx: AppContext, flushEveryMs = 5000): KeyGate {
  const secret = keySecretOf(ctx.config);
  /** Requests counted and not yet written, per key and day. */
  let pending = new Map<string, UseBatch>();
  /** Counted requests per member and day not yet in the stored sum (pending, or being written). */
  const unwritten = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();

  const count = (keyId: string, userId: string, day: string, at: number) => {
    const slot = `${keyId}|${day}`;
    const use = pending.get(slot);
    if (use) {
      use.requests += 1;
      use.lastUsedAt = Math.max(use.lastUsedAt, at);
    } else pending.set(slot, { keyId, userId, day, requests: 1, lastUsedAt: at });
    const member = `${userId}|${day}`;
    unwritten.set(member, (unwritten.get(member) ?? 0) + 1);
  };

  const flush = () => {
    writing = writing.then(async () => {
      if (pending.size === 0) return;
      const batch = [...pending.values()];
      pending = new Map();
      try {
        await ctx.db.k.transaction().execute((trx) => recordKeyUse(trx, batch));
      } finally {
        // Written (or lost with the database): either way no longer counted here twice.
        for (const use of batch) {
          const member = `${use.userId}|${use.day}`;
          const left = (unwritten.get(member) ?? 0) - use.requests;
          if (left > 0) unwritten.set(member, left);
          else unwritten.delete(member);
        }
      }
    });
    return writing;
  };

  const timer = setInterval(() => void flush().catch(() => undefined), flushEveryMs);
  timer.unref();

  return {
    async admit(token, scope, setHeader) {
      const now = ctx.now();
      const day = isoDay(now);
      const holder = await findKeyHolder(ctx.db.k, hmac(secret, token), day);
      const { key, user } = holder ?? {};
      if (!holder || !key || !user || key.revoked_at !== null || (key.expires_at !== null && Number(key.expires_at) <= now)) {
        throw new Refusal('unauthenticated', API_KEY_MESSAGES.invalid);
      }
      if (!scope) throw new Refusal('forbidden', API_KEY_MESSAGES.routeClosed);
      if (!keyAllows(parseScopes(key.scopes), scope)) throw new Refusal('forbidden', API_KEY_MESSAGES.scopeMissing(scope));
      const { daily } = await dailyQuotaOf(ctx, user);
      if (daily <= 0) throw new Refusal('forbidden', API_KEY_MESSAGES.noQuota);
      const used = holder.usedToday + (unwritten.get(`${user.id}|${day}`) ?? 0);
      const reset = secondsToNextDay(now);
      setHeader('ratelimit-policy', `"${POLICY}";q=${daily};w=86400`);
      if (used >= daily) {
        setHeader('ratelimit', `"${POLICY}";r=0;t=${reset}`);
        throw new Refusal('throttled', API_KEY_MESSAGES.quotaReached(daily), undefined, reset);
      }
      count(key.id, user.id, day, now);
      setHeader('ratelimit', `"${POLICY}";r=${daily - used - 1};t=${reset}`);
      return { kind: 'access', userId: user.id, sessionId: '', secondFactor: false, user, apiKey: { id: key.id } };
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush().catch(() => undefined);
    },
  };
}
