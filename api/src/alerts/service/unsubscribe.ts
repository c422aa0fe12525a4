// The unsubscribe links of alert and digest mail. A token does one thing, for one member: stop the e-mail of the
// alert it was issued for, or the digest. It works for UNSUBSCRIBE_TOKEN_LIFETIME_DAYS after the mail was sent,
// stops at once when its alert or its member's account is deleted, and the token clean-up job deletes it after
// its lifetime (docs/alerts.md, Security).
import type { AppContext } from '../../context';
import type { Executor } from '../../platform/db';
import { updateAlert } from '../data/alerts';
import { alertChannels, deleteTokensIssuedBefore, findUnsubscribeToken, markTokenUsed } from '../data/deliveries';
import type { UnsubscribeTokenRow } from '../data/tables';
import { writeSettings } from '../data/watchlist';
import { tokenHash } from './alert-mail';
import { parseChannels } from './alert-view';

/** How long an unsubscribe link keeps working after its mail was sent. */
export const UNSUBSCRIBE_TOKEN_LIFETIME_DAYS = 180;
const LIFETIME_MS = UNSUBSCRIBE_TOKEN_LIFETIME_DAYS * 86_400_000;

type Usable = { row: UnsubscribeTokenRow; alert: Awaited<ReturnType<typeof alertChannels>> };

/** The token's row while it may be used: known, within its lifetime, and its alert still the same member's. */
async function usableToken(db: Executor, token: string, now: number): Promise<Usable | null> {
  const row = await findUnsubscribeToken(db, tokenHash(token));
  if (!row || Number(row.created_at) <= now - LIFETIME_MS) return null;
  if (row.scope === 'digest') return { row, alert: undefined };
  if (!row.alert_id || row.scope !== `alert-email:${row.alert_id}`) return null;
  const alert = await alertChannels(db, row.alert_id);
  return alert && alert.user_id === row.user_id ? { row, alert } : null;
}

/** Whether the link still works (the page the GET shows); changes nothing. */
export async function unsubscribeTokenUsable(ctx: AppContext, token: string): Promise<boolean> {
  return (await usableToken(ctx.db.k, token, ctx.now())) !== null;
}

/** Stops the e-mail the token was issued for; false (and nothing changed) for a token that does not work. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<boolean> {
  const usable = await usableToken(ctx.db.k, token, ctx.now());
  if (!usable) return false;
  const { row, alert } = usable;
  if (!alert) await writeSettings(ctx.db.k, row.user_id, { digest: 'off' }, ctx.now());
  else {
    const channels = parseChannels(alert.channels).filter((c) => c !== 'email');
    // With no channel left the alert is switched off rather than left with nothing to deliver to.
    await updateAlert(ctx.db.k, row.user_id, alert.id, channels.length > 0 ? { channels: JSON.stringify(channels), updated_at: ctx.now() } : { enabled: 0, updated_at: ctx.now() });
  }
  await markTokenUsed(ctx.db.k, row.token_hash, ctx.now());
  return true;
}

/** The token clean-up job's run: deletes the tokens issued more than the lifetime ago. */
export async function forgetExpiredTokens(db: Executor, now: number): Promise<number> {
  return deleteTokensIssuedBefore(db, now - LIFETIME_MS);
}
