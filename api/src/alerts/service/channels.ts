// The member's channels: which ones the plan delivers to and the member has connected, a test delivery on each,
// and each one's delivery log. What a channel is, and how each is connected and sent to: ../channels/.
import {
  ALERT_CHANNEL_LABELS,
  CHANNEL_DELIVERIES_PAGE_SIZE,
  CHANNEL_MESSAGES,
  type AlertChannel,
  type AlertChannelList,
  type ChannelDeliveryPage,
  type ChannelTestResult,
  type DeliveryStatus,
} from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../platform/db';
import type { UsersTable } from '../../platform/db/schema';
import { Refusal } from '../../platform/refusal';
import { CHANNELS, channelOf } from '../channels/all';
import type { ChannelKind } from '../channels/registry';
import { channelLogPage } from '../data/channel-log';
import { readSettings } from '../data/watchlist';
import { memberPlan } from './member-plan';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export async function channelList(ctx: AppContext, user: UsersTable): Promise<AlertChannelList> {
  const plan = await memberPlan(ctx.plans, user, ctx.now());
  const settings = await readSettings(ctx.db.k, user.id);
  const channels = [];
  for (const kind of CHANNELS) {
    const available = kind.available(ctx.config);
    const { connected, target } = available ? await kind.connection(ctx, user, settings, ctx.db.k) : { connected: false, target: null };
    channels.push({
      channel: kind.channel,
      label: ALERT_CHANNEL_LABELS[kind.channel],
      inPlan: plan.limits.channels.includes(kind.channel),
      available,
      connected,
      target,
      testable: kind.test !== undefined,
      logged: kind.send !== undefined,
    });
  }
  return { channels };
}

function knownChannel(channel: string): ChannelKind {
  const kind = channelOf(channel);
  if (!kind) throw new Refusal('not-found', CHANNEL_MESSAGES.unknown);
  return kind;
}

/** The channel, when this server offers it and the member's plan delivers to it. */
export async function usableChannel(ctx: AppContext, user: UsersTable, channel: string): Promise<ChannelKind> {
  const kind = knownChannel(channel);
  if (!kind.available(ctx.config)) throw new Refusal('unavailable', CHANNEL_MESSAGES.unavailable(kind.channel));
  const plan = await memberPlan(ctx.plans, user, ctx.now());
  if (!plan.limits.channels.includes(kind.channel)) throw new Refusal('forbidden', CHANNEL_MESSAGES.notInPlan(kind.channel, plan.title));
  return kind;
}

export async function testChannel(ctx: AppContext, user: UsersTable, channel: string): Promise<ChannelTestResult> {
  const kind = await usableChannel(ctx, user, channel);
  if (!kind.test) throw new Refusal('invalid', CHANNEL_MESSAGES.notTestable(kind.channel));
  const settings = await readSettings(ctx.db.k, user.id);
  if (!(await kind.connection(ctx, user, settings, ctx.db.k)).connected) throw new Refusal('invalid', CHANNEL_MESSAGES.notConnected(kind.channel));
  return kind.test(ctx, user);
}

export async function channelDeliveries(ctx: AppContext, user: UsersTable, channel: string, page: number): Promise<ChannelDeliveryPage> {
  const kind = knownChannel(channel);
  const { rows, total } = await channelLogPage(ctx.db.k, user.id, kind.channel, (page - 1) * CHANNEL_DELIVERIES_PAGE_SIZE, CHANNEL_DELIVERIES_PAGE_SIZE);
  const deliveries = rows.map((r) => ({
    id: r.id,
    firingId: r.firing_id,
    rule: r.rule ?? null,
    assetId: r.asset_id ?? null,
    date: r.day ?? null,
    status: r.status as DeliveryStatus,
    attempts: Number(r.attempts),
    createdAt: iso(r.created_at) as string,
    sentAt: iso(r.sent_at),
    nextAttemptAt: r.status === 'pending' ? iso(r.next_attempt_at) : null,
    problem: r.status === 'sent' ? null : r.shown_error,
  }));
  return { channel: kind.channel, deliveries, total, page, pageSize: CHANNEL_DELIVERIES_PAGE_SIZE };
}

/**
 * Refuses an alert that chooses a channel the member has not connected (or this server does not offer); channels
 * the alert already had are kept as they are, so a member who disconnects one can still change their alerts.
 */
export async function checkAlertChannels(ctx: AppContext, db: Executor, user: UsersTable, channels: readonly AlertChannel[], before: readonly AlertChannel[]): Promise<void> {
  const added = channels.filter((c) => !before.includes(c));
  if (added.length === 0) return;
  const settings = await readSettings(db, user.id);
  for (const channel of added) {
    const kind = knownChannel(channel);
    if (!kind.available(ctx.config)) throw new Refusal('invalid', CHANNEL_MESSAGES.unavailable(channel));
    if (!(await kind.connection(ctx, user, settings, db)).connected) throw new Refusal('invalid', CHANNEL_MESSAGES.notConnectedForAlert(channel));
  }
}
