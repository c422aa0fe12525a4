// The subscriber's own subscription: cancel at the period's end, resume before it, the payment history, and the
// expiry that moves a lapsed subscription to the free plan.
import { MESSAGES, type PaymentRecord, type Tenure } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { UsersTable } from '../../platform/db/schema';
import { API_MESSAGES } from '../../platform/messages';
import { Refusal } from '../../platform/refusal';
import { isSubscriptionActive, loadUser } from '../../accounts/service/users';
import { completedCheckouts, expireSubscriptions, providerOf, setCancelAtPeriodEnd } from '../data/subscriptions';

export const SUBSCRIPTION_MESSAGES = {
  resumed: 'Your subscription will renew as usual',
  nothingToResume: 'There is no cancelled subscription to resume',
  resumeFailed: 'Failed to resume subscription. Please try again.',
  payments: 'Payment history',
} as const;

type Log = { error(details: object, message: string): void };

/** Cancel (`true`) or resume (`false`) the renewal; the cancel may name the subscription it means. */
export type RenewalChange = { cancel: boolean; subscriptionId?: string | null };

const RENEWAL = {
  cancel: { nothing: API_MESSAGES.noCancellableSubscription, failed: MESSAGES.cancelSubscriptionDialogFailed, logged: 'cancel at provider failed' },
  resume: { nothing: SUBSCRIPTION_MESSAGES.nothingToResume, failed: SUBSCRIPTION_MESSAGES.resumeFailed, logged: 'resume at provider failed' },
} as const;

/**
 * Cancels or resumes the user's paid subscription at its provider (when this server runs that provider) and in the
 * database; answers the subscription as the client shows it. Resuming needs a cancelled, still active one.
 */
export async function changeRenewal(ctx: AppContext, user: UsersTable, change: RenewalChange, log: Log) {
  const words = change.cancel ? RENEWAL.cancel : RENEWAL.resume;
  const current = user.stripe_subscription_id;
  if (!current || !isSubscriptionActive(user, ctx.now()) || (!change.cancel && user.sub_cancel_at_period_end !== 1)) {
    throw new Refusal('invalid', words.nothing);
  }
  if (change.subscriptionId && change.subscriptionId !== current) throw new Refusal('forbidden', API_MESSAGES.subscriptionMismatch);
  if ((await providerOf(ctx.db.k, current)) === ctx.payments.name) {
    try {
      await (change.cancel ? ctx.payments.cancelAtPeriodEnd(current) : ctx.payments.resume(current));
    } catch (error) {
      log.error({ err: error }, words.logged);
      throw new Refusal('upstream-failed', words.failed);
    }
  }
  await setCancelAtPeriodEnd(ctx.db.k, current, user.id, change.cancel);
  const fresh = await loadUser(ctx.db.k, user.id, ctx.now());
  return { subscription: fresh!.subscription };
}

export async function paymentHistory(ctx: AppContext, userId: string): Promise<PaymentRecord[]> {
  const rows = await completedCheckouts(ctx.db.k, userId);
  return rows.map((r) => ({
    _id: r.id,
    date: new Date(Number(r.created_at)).toISOString(),
    planTitle: r.title ?? 'Removed plan',
    tenure: r.tenure as Tenure,
    amount: Number(r.amount),
  }));
}

/** Moves every subscription that ended by now to the free plan; answers how many moved. */
export async function expireEndedSubscriptions(ctx: AppContext): Promise<number> {
  return expireSubscriptions(ctx.db, (await ctx.plans.free())?._id ?? null, ctx.now());
}

export { expireSubscriptions };
