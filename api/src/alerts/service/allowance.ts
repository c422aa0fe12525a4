// The alerts' own rate limits (creating and changing alerts, previews, webhook and channel tests): counted
// per member in the database, so every API instance shares them, and refused with the message the screens show.
import type { RateLimitRule } from '../../config';
import type { AppContext } from '../../context';
import { Refusal } from '../../platform/refusal';

export type AllowanceKind = 'alert-change' | 'alert-preview' | 'webhook-test' | 'channel-test';

/** Counts one use of `kind` for the member; refuses (429) with `message` once their allowance is spent. */
export async function spendAllowance(ctx: AppContext, kind: AllowanceKind, userId: string, rule: RateLimitRule, message: string): Promise<void> {
  if (!(await ctx.limiter.allow(`${kind}:${userId}`, rule))) throw new Refusal('throttled', message);
}
