import { API_MESSAGES } from '../../platform/messages';
import type { AppContext } from '../../context';
import { newSecretToken, sha256 } from '../../platform/ids';
import { Refusal } from '../../platform/refusal';
import { exchangeUnlockLink, findUnlockLink, passIsLive } from '../data/unlock-passes';

/** How long the browser that opened an unlock link may sign in past the account's cap. */
export const UNLOCK_PASS_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Spends an unlock link (once, within its 30 minutes) and gives the browser that opened it a pass: a secret that
 * browser keeps and sends with its sign-ins to this account. Sign-ins with it skip the account's cap and are
 * throttled as a client of their own; no other client's block is lifted, so an attacker's addresses stay held
 * back. Answers the account's address (the browser keeps the pass for it) and the pass.
 */
export async function unlockWithToken(ctx: AppContext, token: string): Promise<{ email: string; unlockPass: string }> {
  const now = ctx.now();
  const tokenHash = sha256(token);
  const link = await findUnlockLink(ctx.db.k, tokenHash, now);
  if (!link) throw new Refusal('invalid', API_MESSAGES.unlockLinkInvalid);
  const unlockPass = newSecretToken();
  const exchanged = await exchangeUnlockLink(ctx.db, { tokenHash, userId: link.userId }, { passHash: sha256(unlockPass), expiresAt: now + UNLOCK_PASS_LIFETIME_MS, now });
  if (!exchanged) throw new Refusal('invalid', API_MESSAGES.unlockLinkInvalid);
  return { email: link.email, unlockPass };
}

/** The id under which a valid pass for this account is throttled as a client, or null for no (or a wrong) pass. */
export async function unlockPassClient(ctx: AppContext, account: string, unlockPass: string | undefined): Promise<string | null> {
  if (!unlockPass) return null;
  const passHash = sha256(unlockPass);
  return (await passIsLive(ctx.db.k, passHash, account, ctx.now())) ? `pass-${passHash.slice(0, 32)}` : null;
}
