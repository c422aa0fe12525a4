import { API_MESSAGES } from '../../platform/messages';
import type { AppContext } from '../../context';
import { newSecretToken, sha256 } from '../../platform/ids';
import { MAIL } from '../../platform/mail/templates';
import type { UsersTable } from '../../platform/db/schema';
import type { Executor } from '../../platform/db';
import { Refusal } from '../../platform/refusal';

/**
 * Slows password guessing without handing attackers a way to lock owners out. Failures are counted per account
 * and client (the address the server saw): after BACKOFF_AFTER of them that client waits 1 s, 2 s, 4 s … between
 * tries, and after the account's `loginPerAccount` limit it is blocked for that account for the rule's window,
 * and the owner is mailed an unlock link. A client with no failures, such as the owner's own browser
 * elsewhere, signs in as usual. The per-client limit across all accounts stays in the rate limiter. Everything
 * lives in the database, so every API instance shares it.
 */
export const BACKOFF_AFTER = 3;
const MAX_BACKOFF_SECONDS = 60;
export const UNLOCK_LINK_LIFETIME_MS = 30 * 60 * 1000;

const pairKey = (account: string, client: string) => `pair:${account}:${client}`;

export async function checkLoginAllowed(ctx: AppContext, account: string, client: string): Promise<void> {
  const row = await ctx.db.k.selectFrom('login_throttle').selectAll().where('key', '=', pairKey(account, client)).executeTakeFirst();
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

/** Counts one wrong password; blocks the client for this account at the limit and mails the owner an unlock link. */
export async function recordLoginFailure(ctx: AppContext, account: string, client: string, owner: UsersTable | undefined): Promise<void> {
  const now = ctx.now();
  const rule = ctx.config.rateLimits.loginPerAccount;
  const key = pairKey(account, client);
  const failures = await ctx.db.k.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst();
    const fresh = !row || (Number(row.first_at) <= now - rule.windowMs && Number(row.blocked_until) <= now);
    const count = fresh ? 1 : row.failures + 1;
    const blockedUntil = count >= rule.limit ? now + rule.windowMs : fresh ? 0 : Number(row.blocked_until);
    if (row) {
      await trx
        .updateTable('login_throttle')
        .set({ failures: count, first_at: fresh ? now : row.first_at, last_at: now, blocked_until: blockedUntil })
        .where('key', '=', key)
        .execute();
    } else {
      await trx.insertInto('login_throttle').values({ key, failures: count, first_at: now, last_at: now, blocked_until: blockedUntil }).execute();
    }
    return count;
  });
  if (failures === rule.limit && owner) await mailUnlockLink(ctx, owner);
}

export async function recordLoginSuccess(ctx: AppContext, account: string, client: string): Promise<void> {
  await ctx.db.k.deleteFrom('login_throttle').where('key', '=', pairKey(account, client)).execute();
}

async function mailUnlockLink(ctx: AppContext, owner: UsersTable): Promise<void> {
  if (!(await ctx.limiter.allow(`unlock-mail:${owner.id}`, { limit: 1, windowMs: ctx.config.rateLimits.loginPerAccount.windowMs }))) return;
  const token = newSecretToken();
  const now = ctx.now();
  await ctx.db.k
    .insertInto('unlock_tokens')
    .values({ token_hash: sha256(token), user_id: owner.id, expires_at: now + UNLOCK_LINK_LIFETIME_MS, created_at: now })
    .execute();
  // The token travels in the fragment: browsers never send it to a server, nor in a Referer.
  const link = `${ctx.config.siteUrl}/login#unlock=${token}`;
  ctx.mailer.send(MAIL.unlockLink(owner, link)).catch(() => undefined);
}

/** Lifts every block and backoff on the account the link was mailed for; the link works once. */
export async function unlockWithToken(ctx: AppContext, token: string): Promise<void> {
  const now = ctx.now();
  const row = await ctx.db.k.selectFrom('unlock_tokens').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst();
  if (!row || Number(row.expires_at) <= now) throw new Refusal('invalid', API_MESSAGES.unlockLinkInvalid);
  const user = await ctx.db.k.selectFrom('users').select('email').where('id', '=', row.user_id).executeTakeFirst();
  await ctx.db.k.transaction().execute(async (trx) => {
    await trx.deleteFrom('unlock_tokens').where('user_id', '=', row.user_id).execute();
    if (user) await forgetLoginFailures(trx, user.email);
  });
}

/** Every failure count and block on this account, from every client. */
export async function forgetLoginFailures(db: Executor, account: string): Promise<void> {
  const prefix = `pair:${account}:`;
  await db.deleteFrom('login_throttle').where('key', '>=', prefix).where('key', '<', `${prefix}\uffff`).execute();
}
