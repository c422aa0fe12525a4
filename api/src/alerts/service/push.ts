// Browser push for members: the key browsers subscribe with, the browsers a member turned push on in (at most
// MAX_PUSH_SUBSCRIPTIONS: a new one past it replaces the one used longest ago), turning it off, and a test
// notification (the push channel's test). Sending is ./push-send.ts; firings reach it through the delivery queue
// (../channels/push.ts).
import {
  CHANNEL_MESSAGES,
  MAX_PUSH_SUBSCRIPTIONS,
  PUSH_MESSAGES,
  ROUTES,
  type PushMessage,
  type PushPublicKey,
  type PushSubscriptionInput,
  type PushSubscriptionList,
  type PushSubscriptionView,
} from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { newId } from '../../platform/ids';
import { Refusal } from '../../platform/refusal';
import { deleteSubscription, saveSubscription, subscriptionByEndpoint, subscriptionsOf, trimSubscriptions, type PushSubscriptionRow } from '../data/push-subscriptions';
import { spendAllowance } from './allowance';
import { vapidKeysOf } from './push-keys';
import { sendPush, type PushDeps, type PushOutcome } from './push-send';
import { checkedSubscription, PushRefused } from './push-target';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());

export const subscriptionView = (row: PushSubscriptionRow): PushSubscriptionView => ({
  id: row.id,
  host: new URL(row.endpoint).host,
  createdAt: iso(row.created_at) as string,
  lastSentAt: iso(row.last_sent_at),
});

export const pushPublicKey = (ctx: AppContext): PushPublicKey => ({ publicKey: vapidKeysOf(ctx.config).publicKey });

export async function pushSubscriptions(ctx: AppContext, userId: string): Promise<PushSubscriptionList> {
  return { subscriptions: (await subscriptionsOf(ctx.db.k, userId)).map(subscriptionView), max: MAX_PUSH_SUBSCRIPTIONS };
}

/** Stores this browser's subscription for the member (its endpoint's row, if any, becomes theirs with the new keys). */
export async function subscribePush(ctx: AppContext, userId: string, input: PushSubscriptionInput): Promise<PushSubscriptionView> {
  let checked: PushSubscriptionInput;
  try {
    checked = checkedSubscription(input, ctx.config.pushAllowPrivate === true);
  } catch (error) {
    if (error instanceof PushRefused) throw new Refusal('invalid', error.message);
    throw error;
  }
  return ctx.db.k.transaction().execute(async (trx) => {
    const existing = await subscriptionByEndpoint(trx, checked.endpoint);
    const row: PushSubscriptionRow = { id: existing?.id ?? newId(), user_id: userId, endpoint: checked.endpoint, p256dh: checked.keys.p256dh, auth: checked.keys.auth, created_at: ctx.now(), last_sent_at: null };
    await saveSubscription(trx, row);
    await trimSubscriptions(trx, userId, MAX_PUSH_SUBSCRIPTIONS);
    return subscriptionView(row);
  });
}

export async function unsubscribePush(ctx: AppContext, userId: string, by: { id: string } | { endpoint: string }): Promise<void> {
  if (!(await deleteSubscription(ctx.db.k, userId, by))) throw new Refusal('not-found', PUSH_MESSAGES.notFound);
}

export type PushCounts = { sent: number; gone: number; failed: number };

/**
 * Sends `message` to each of the member's browsers but those in `skip` (already reached by an earlier attempt of the
 * same delivery); answers the counts and the ids reached now. A failure of one browser never stops the others.
 */
export async function pushToMember(deps: PushDeps, userId: string, message: PushMessage, skip: ReadonlySet<string> = new Set()) {
  const counts: PushCounts = { sent: 0, gone: 0, failed: 0 };
  const reached: string[] = [];
  const errors: string[] = [];
  const targets = (await subscriptionsOf(deps.db.k, userId)).filter((row) => !skip.has(row.id));
  const outcomes = await Promise.allSettled(targets.map((row) => sendPush(deps, row, message)));
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'rejected') {
      counts.failed += 1;
      errors.push(outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason));
      return;
    }
    counts[outcome.value satisfies PushOutcome] += 1;
    if (outcome.value === 'sent') reached.push(targets[index].id);
  });
  return { counts, reached, errors };
}

/** A test notification to every browser of the member (the channel's test), sharing the member's test allowance. */
export async function testPush(ctx: AppContext, userId: string): Promise<PushCounts> {
  await spendAllowance(ctx, 'channel-test', userId, ctx.config.rateLimits.webhookTestsPerUser, CHANNEL_MESSAGES.testsTooMany);
  const message: PushMessage = { title: PUSH_MESSAGES.testTitle, body: PUSH_MESSAGES.testBody, url: ROUTES.alerts, tag: 'sentiscope-test' };
  return (await pushToMember({ config: ctx.config, db: ctx.db, now: ctx.now }, userId, message)).counts;
}
