// The unsubscribe links of alert and digest mail. A token does one thing, for one member, once: stop the e-mail of
// the alert it was issued for, or the digest. It works for UNSUBSCRIBE_TOKEN_LIFETIME_DAYS after the mail was sent,
// stops at once when its alert or its member's account is deleted, and the token clean-up job deletes it after
// its lifetime. Once used, it and the member's older links of the same kind change nothing more, so a forwarded
// mail cannot undo the member's later choice (docs/alerts.md, Security).
import type { AppContext } from '../../context';
import type { Executor } from '../../platform/db';
import { updateAlert } from '../data/alerts';
import { alertChannels, deleteTokensIssuedBefore, findUnsubscribeToken, spendToken, spendTokensOfScope } from '../data/deliveries';
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

/** What a link does now: nothing (not valid), nothing more (used on that day), or its one change. */
export type UnsubscribeState = { state: 'invalid' } | { state: 'used'; day: string } | { state: 'usable' };
export type UnsubscribeRefusal = Exclude<UnsubscribeState, { state: 'usable' }>;

const stateOf = (usable: Usable | null): UnsubscribeState =>
  !usable ? { state: 'invalid' } : usable.row.used_at !== null ? { state: 'used', day: new Date(Number(usable.row.used_at)).toISOString().slice(0, 10) } : { state: 'usable' };

/** What the link would do (the page the GET shows); changes nothing. */
export async function unsubscribeState(ctx: AppContext, token: string): Promise<UnsubscribeState> {
  return stateOf(await usableToken(ctx.db.k, token, ctx.now()));
}

/**
 * Stops the e-mail the token was issued for and spends it, with the member's other links of the same kind; a link
 * that is not valid or already used changes nothing and answers why. The spend and the change commit together, so
 * two presses at once change it once.
 */
export async function unsubscribe(ctx: AppContext, token: string): Promise<{ state: 'done' } | UnsubscribeRefusal> {
  const now = ctx.now();
  return ctx.db.k.transaction().execute(async (trx) => {
    const usable = await usableToken(trx, token, now);
    const state = stateOf(usable);
    if (state.state !== 'usable' || !usable) return state as UnsubscribeRefusal;
    const { row, alert } = usable;
    if (!(await spendToken(trx, row.token_hash, now))) return stateOf({ row: { ...row, used_at: now }, alert }) as UnsubscribeRefusal;
    await spendTokensOfScope(trx, row.user_id, row.scope, now);
    if (!alert) await writeSettings(trx, row.user_id, { digest: 'off' }, now);
    else {
      const channels = parseChannels(alert.channels).filter((c) => c !== 'email');
      // With no channel left the alert is switched off rather than left with nothing to deliver to.
      await updateAlert(trx, row.user_id, alert.id, channels.length > 0 ? { channels: JSON.stringify(channels), updated_at: now } : { enabled: 0, updated_at: now });
    }
    return { state: 'done' as const };
  });
}

/** The token clean-up job's run: deletes the tokens issued more than the lifetime ago. */
export async function forgetExpiredTokens(db: Executor, now: number): Promise<number> {
  return deleteTokensIssuedBefore(db, now - LIFETIME_MS);
}
