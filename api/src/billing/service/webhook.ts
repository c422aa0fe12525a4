import { TENURES, type Tenure } from '@sentiscope/shared/contract';
import type { Db, Trx } from '../../platform/db';
import { lockUser } from '../../platform/db';
import type { SubscriptionsTable } from '../../platform/db/schema';
import { completeCheckout } from '../data/checkouts';
import { findFreePlan, planExists } from '../data/plans';
import { currentSubscriptionId, setCustomerId, setSubscriberColumns, subscriberExists } from '../data/subscribers';
import { findSubscription, insertSubscriptionIfNew, saveSubscription } from '../data/subscriptions';
import { recordWebhookEvent } from '../data/webhook-events';
import { freePlanColumns } from '../../accounts/service/users';
import { API_MESSAGES } from '../../platform/messages';
import { Refusal } from '../../platform/refusal';

/** The part of a Stripe event we read. Local checkout events have the same shape. */
export type PaymentEvent = {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
};

export type EventOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

const ACTIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const idOf = (value: unknown): string | null =>
  str(value) ?? (value && typeof value === 'object' ? str((value as { id?: unknown }).id) : null);
const tenureOf = (value: unknown): Tenure | null =>
  TENURES.includes(value as Tenure) ? (value as Tenure) : null;

function metadataOf(object: Record<string, unknown>) {
  const meta = (object.metadata && typeof object.metadata === 'object' ? object.metadata : {}) as Record<string, unknown>;
  return {
    userId: str(meta.userId) ?? str(object.client_reference_id),
    planId: str(meta.planId),
    tenure: tenureOf(meta.tenure),
    checkoutId: str(meta.checkoutId),
  };
}

/** Newer API versions keep the period end on the subscription items, older ones on the subscription. */
function periodEndOf(object: Record<string, unknown>): number | null {
  const items = (object.items as { data?: Array<{ current_period_end?: unknown }> } | undefined)?.data;
  const fromItem = items?.find((item) => typeof item.current_period_end === 'number')?.current_period_end;
  const seconds = typeof fromItem === 'number' ? fromItem : object.current_period_end;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds * 1000 : null;
}

const SUBSCRIPTION_STATUSES = new Set(['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused']);
const malformed = () => new Refusal('invalid', API_MESSAGES.malformedEvent);
const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const optional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || value === null || check(value);
const isText = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= 255;
const isSeconds = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 1e11;

/**
 * A correctly signed event can still be malformed (a provider bug, a hand-made test event). Everything we read
 * from it is checked before anything is written, so such an event is refused whole (400) and changes nothing.
 */
export function assertWellFormed(event: unknown): asserts event is PaymentEvent {
  if (!isRecord(event) || !isText(event.id) || !isText(event.type) || !isSeconds(event.created)) throw malformed();
  if (!isRecord(event.data) || !isRecord(event.data.object)) throw malformed();
  const object = event.data.object;
  const meta = object.metadata;
  if (!optional(meta, isRecord)) throw malformed();
  if (isRecord(meta)) {
    for (const key of ['userId', 'planId', 'checkoutId'] as const) if (!optional(meta[key], isText)) throw malformed();
    if (!optional(meta.tenure, (t) => tenureOf(t) !== null)) throw malformed();
  }
  if (!optional(object.client_reference_id, isText)) throw malformed();
  if (event.type === 'checkout.session.completed') {
    if (!optional(object.subscription, (v) => idOf(v) !== null) || !optional(object.customer, (v) => idOf(v) !== null)) throw malformed();
  }
  if (String(event.type).startsWith('customer.subscription.')) {
    if (!isText(object.id)) throw malformed();
    if (!optional(object.status, (v) => typeof v === 'string' && SUBSCRIPTION_STATUSES.has(v))) throw malformed();
    if (!optional(object.cancel_at_period_end, (v) => typeof v === 'boolean')) throw malformed();
    if (!optional(object.current_period_end, isSeconds)) throw malformed();
    const items = object.items;
    if (!optional(items, (v) => isRecord(v) && optional(v.data, Array.isArray))) throw malformed();
    const data = isRecord(items) && Array.isArray(items.data) ? items.data : [];
    if (!data.every((item) => isRecord(item) && optional(item.current_period_end, isSeconds))) throw malformed();
  }
}

/** A plan an event names must exist: a user must never point at a plan we do not have. */
async function assertPlanExists(trx: Trx, planId: string | null): Promise<void> {
  if (!planId) return;
  if (!(await planExists(trx, planId))) throw malformed();
}

/**
 * Applies one verified payment event. The event id is recorded in the same transaction as its effect,
 * so a replayed event is a no-op and a crash never leaves an effect without its record (or the reverse).
 */
export async function applyPaymentEvent(db: Db, provider: string, event: PaymentEvent, now: number): Promise<EventOutcome> {
  assertWellFormed(event);
  return db.k.transaction().execute(async (trx) => {
    if (!(await recordWebhookEvent(trx, { id: event.id, type: event.type, received_at: now }))) return 'duplicate';
    const object = event.data?.object ?? {};
    switch (event.type) {
      case 'checkout.session.completed':
        return checkoutCompleted(db, trx, provider, object);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return subscriptionChanged(db, trx, provider, event, object);
      default:
        return 'ignored';
    }
  });
}

async function checkoutCompleted(db: Db, trx: Trx, provider: string, object: Record<string, unknown>): Promise<EventOutcome> {
  const meta = metadataOf(object);
  const subscriptionId = idOf(object.subscription);
  if (meta.checkoutId) await completeCheckout(trx, meta.checkoutId);
  if (!subscriptionId || !meta.userId || !meta.planId || !meta.tenure) return 'ignored';
  await assertPlanExists(trx, meta.planId);
  if (!(await subscriberExists(trx, meta.userId))) return 'ignored';
  await lockUser(db, trx, meta.userId);
  // The subscription's own events carry its state; this only records which user and plan it belongs to.
  await insertSubscriptionIfNew(trx, {
    id: subscriptionId,
    user_id: meta.userId,
    plan_id: meta.planId,
    tenure: meta.tenure,
    status: 'incomplete',
    current_period_end: null,
    cancel_at_period_end: 0,
    last_event_at: 0,
    provider,
  });
  const customer = idOf(object.customer);
  if (customer) await setCustomerId(trx, meta.userId, customer);
  return 'applied';
}

async function subscriptionChanged(
  db: Db,
  trx: Trx,
  provider: string,
  event: PaymentEvent,
  object: Record<string, unknown>,
): Promise<EventOutcome> {
  const subscriptionId = idOf(object.id);
  if (!subscriptionId) return 'ignored';
  const eventAt = Number(event.created) * 1000;
  const existing = await findSubscription(trx, subscriptionId);
  if (existing && eventAt < Number(existing.last_event_at)) return 'stale';
  const meta = metadataOf(object);
  const userId = meta.userId ?? existing?.user_id ?? null;
  const planId = meta.planId ?? existing?.plan_id ?? null;
  const tenure = meta.tenure ?? (existing ? tenureOf(existing.tenure) : null);
  if (!userId || !planId || !tenure) return 'ignored';
  await assertPlanExists(trx, planId);
  if (!(await subscriberExists(trx, userId))) return 'ignored';
  await lockUser(db, trx, userId);
  const row: SubscriptionsTable = {
    id: subscriptionId,
    user_id: userId,
    plan_id: planId,
    tenure,
    status: event.type === 'customer.subscription.deleted' ? 'canceled' : (str(object.status) ?? 'incomplete'),
    current_period_end: periodEndOf(object) ?? existing?.current_period_end ?? null,
    cancel_at_period_end: object.cancel_at_period_end === true ? 1 : 0,
    last_event_at: eventAt,
    provider,
  };
  await saveSubscription(trx, row, !!existing);
  await syncUserSubscription(trx, row);
  return 'applied';
}

/** The user row carries the state of their current subscription: plan, activity, expiry, tenure, cancel at period end and the provider's subscription id. */
async function syncUserSubscription(trx: Trx, subscription: SubscriptionsTable): Promise<void> {
  const userId = subscription.user_id;
  const current = await currentSubscriptionId(trx, userId);
  if (ACTIVE_STATUSES.has(subscription.status)) {
    await setSubscriberColumns(trx, userId, {
      plan_id: subscription.plan_id,
      sub_is_active: 1,
      sub_expiry: subscription.current_period_end,
      sub_tenure: subscription.tenure,
      sub_cancel_at_period_end: subscription.cancel_at_period_end,
      stripe_subscription_id: subscription.id,
    });
    return;
  }
  const ended = ['canceled', 'incomplete_expired', 'unpaid'].includes(subscription.status);
  if (ended && current === subscription.id) {
    await setSubscriberColumns(trx, userId, freePlanColumns(await findFreePlan(trx)));
  }
}
