import { API_MESSAGES } from '../../platform/messages';
import type { AppContext } from '../../context';
import { newSecretToken, sha256 } from '../../platform/ids';
import { MAIL } from '../../platform/mail/templates';
import type { UsersTable } from '../../platform/db/schema';
import type { Executor } from '../../platform/db';
import { Refusal } from '../../platform/refusal';
import { deleteThrottle, deleteThrottlesFrom, findThrottle, saveThrottle } from '../data/login-throttle';
import { insertUnlockToken } from '../data/unlock-passes';

/**
 * Slows password guessing without handing attackers a way to lock owners out.
 * - Per account and client (the address the server saw, or the pass of a browser that opened the unlock link):
 *   after BACKOFF_AFTER failures that client waits 1 s, 2 s, 4 s … between tries, and at the `loginPerAccount`
 *   limit it is blocked for that account for the rule's window (429, said openly: it is that client's own doing).
 * - Per account across every client (`loginPerAccountAllClients`): past the limit each further password is
 *   compared only once 1 s, 2 s, 4 s … (at most MAX_ACCOUNT_BACKOFF_SECONDS) have passed since the last failure;
 *   tries in between answer exactly as a wrong password does, so guessing from many addresses gains nothing and
 *   learns nothing. The owner gets in through the mailed unlock link (./unlock-pass.ts).
 * The per-client limit across all accounts stays in the rate limiter. Everything lives in the database, so every
 * API instance shares it.
 */
export const BACKOFF_AFTER = 3;
const MAX_BACKOFF_SECONDS = 60;
const MAX_ACCOUNT_BACKOFF_SECONDS = 30 * 60;
export const UNLOCK_LINK_LIFETIME_MS = 30 * 60 * 1000;

const pairKey = (account: string, client: string) => `pair:${account}:${client}`;
const accountKey = (account: string) => `acct:${account}`;

export async function checkLoginAllowed(ctx: AppContext, account: string, client: string): Promise<void> {
  const row = await findThrottle(ctx.db.k, pairKey(account, client));
  if (!row) return;
  const now = ctx.now();
  const rule = ctx.config.rateLimits.loginPerAccount;
  if (Number(row.first_at) <= now - rule.windowMs && Number(row.blocked_until) <= now) return;
  if (Number(row.blocked_until) > now) {
    throw new Refusal('throttled', API_MESSAGES.loginBlocked, undefined, Math.ceil((Number(row.blocked_until) - now) / 1000));
  }
  if (row.failures >= BACKOFF_AFTER) {
    const waitMs = Math.min(2 ** (row.failures - BACKOFF_AFTER), MAX_BACKOFF_SECONDS) * 1000;
    const readyAt = Number(row.last_at) + waitMs;
    if (readyAt > now) throw new Refusal('throttled', API_MESSAGES.loginSlowDown, undefined, Math.ceil((readyAt - now) / 1000));
  }
}

/** True while the account, past its cap across all clients, waits out its backoff: the password is not compared. */
export async function accountHeldBack(ctx: AppContext, account: string): Promise<boolean> {
  const row = await findThrottle(ctx.db.k, accountKey(account));
  const rule = ctx.config.rateLimits.loginPerAccountAllClients;
  const now = ctx.now();
  if (!row || Number(row.last_at) <= now - rule.windowMs || row.failures < rule.limit) return false;
  const waitMs = Math.min(2 ** (row.failures - rule.limit), MAX_ACCOUNT_BACKOFF_SECONDS) * 1000;
  return Number(row.last_at) + waitMs > now;
}

/** Adds one failure to a counter row and answers the new count; `restart` says when the old count is over. */
async function countFailure(ctx: AppContext, key: string, restart: (row: { first_at: number; last_at: number; blocked_until: number }) => boolean, blockMs: (count: number) => number) {
  const now = ctx.now();
  return ctx.db.k.transaction().execute(async (trx) => {
    const row = await findThrottle(trx, key);
    const fresh = !row || restart({ first_at: Number(row.first_at), last_at: Number(row.last_at), blocked_until: Number(row.blocked_until) });
    const count = fresh ? 1 : row.failures + 1;
    const blocked = blockMs(count);
    const blockedUntil = blocked > 0 ? now + blocked : fresh ? 0 : Number(row.blocked_until);
    await saveThrottle(trx, { key, failures: count, first_at: fresh ? now : row.first_at, last_at: now, blocked_until: blockedUntil }, !!row);
    return count;
  });
}

/**
 * Counts one wrong password for the client and, unless it came with an unlock pass, for the account. The owner is
 * mailed an unlock link when the client is blocked or the account reaches its cap.
 */
export async function recordLoginFailure(
  ctx: AppContext,
  account: string,
  client: string,
  owner: UsersTable | undefined,
  options: { countForAccount: boolean } = { countForAccount: true },
): Promise<void> {
  const now = ctx.now();
  const rule = ctx.config.rateLimits.loginPerAccount;
  const failures = await countFailure(
    ctx,
    pairKey(account, client),
    (row) => row.first_at <= now - rule.windowMs && row.blocked_until <= now,
    (count) => (count >= rule.limit ? rule.windowMs : 0),
  );
  let capReached = false;
  if (options.countForAccount) {
    const cap = ctx.config.rateLimits.loginPerAccountAllClients;
    const total = await countFailure(ctx, accountKey(account), (row) => row.last_at <= now - cap.windowMs, () => 0);
    capReached = total === cap.limit;
  }
  if ((failures === rule.limit || capReached) && owner) await mailUnlockLink(ctx, owner);
}

export async function recordLoginSuccess(ctx: AppContext, account: string, client: string): Promise<void> {
  await deleteThrottle(ctx.db.k, pairKey(account, client));
}

async function mailUnlockLink(ctx: AppContext, owner: UsersTable): Promise<void> {
  if (!(await ctx.limiter.allow(`unlock-mail:${owner.id}`, { limit: 1, windowMs: ctx.config.rateLimits.loginPerAccount.windowMs }))) return;
  const token = newSecretToken();
  const now = ctx.now();
  await insertUnlockToken(ctx.db.k, { token_hash: sha256(token), user_id: owner.id, expires_at: now + UNLOCK_LINK_LIFETIME_MS, created_at: now });
  // The token travels in the fragment: browsers never send it to a server, nor in a Referer.
  const link = `${ctx.config.siteUrl}/login#unlock=${token}`;
  ctx.mailer.send(MAIL.unlockLink(owner, link)).catch(() => undefined);
}

/** Every failure count and block on this account, from every client and across them. */
export async function forgetLoginFailures(db: Executor, account: string): Promise<void> {
  await deleteThrottlesFrom(db, `pair:${account}:`);
  await deleteThrottle(db, accountKey(account));
}
