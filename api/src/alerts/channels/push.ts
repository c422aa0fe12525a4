// Browser push: connected once the member turned push on in a browser; each firing goes to every one of their
// browsers through the delivery queue, each browser once (the row keeps the ones an attempt reached, so a retry
// after one push service failed sends only to that browser). Sending: ../service/push-send.ts.
import { CHANNEL_MESSAGES, PUSH_MESSAGES, alertDashboardPath, type ChannelTestResult, type PushMessage } from '@sentiscope/shared/contract';
import { membersWithPush, recordReached, subscriptionsOf } from '../data/push-subscriptions';
import { pushToMember, testPush } from '../service/push';
import type { ChannelKind } from './registry';
import { DeliveryFailed } from './registry';

const reachedBefore = (payload: string | null): string[] => {
  try {
    const reached = (JSON.parse(payload ?? 'null') as { reached?: unknown } | null)?.reached;
    return Array.isArray(reached) ? reached.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

export const pushChannel: ChannelKind = {
  channel: 'push',
  available: () => true,
  async connection(_ctx, user, _settings, db) {
    const count = (await subscriptionsOf(db, user.id)).length;
    return { connected: count > 0, target: count > 0 ? PUSH_MESSAGES.browsers(count) : null };
  },
  connectedAmong: (db, members) => membersWithPush(db, members.map((m) => m.id)),
  async send({ deps, firing, to, delivery }) {
    const message: PushMessage = { title: `SentiScope alert: ${firing.rule}`, body: firing.message, url: alertDashboardPath(firing.asset_id, firing.day), tag: `alert-${firing.alert_id}` };
    const before = reachedBefore(delivery.payload);
    const { counts, reached, errors } = await pushToMember({ config: deps.push, db: deps.db, now: deps.now }, to.id, message, new Set(before));
    const all = [...before, ...reached];
    if (reached.length > 0) await recordReached(deps.db.k, delivery.id, all);
    if (counts.failed > 0) throw new DeliveryFailed(`push failed for ${counts.failed} browser(s): ${errors.join('; ')}`, PUSH_MESSAGES.notReached(counts.failed));
    if (all.length === 0) throw new DeliveryFailed('no browser with push on', PUSH_MESSAGES.noBrowser);
  },
  async test(ctx, user): Promise<ChannelTestResult> {
    const counts = await testPush(ctx, user.id);
    if (counts.failed === 0 && counts.sent > 0) return { delivered: true, status: null, error: null };
    return { delivered: counts.sent > 0, status: null, error: counts.failed > 0 ? PUSH_MESSAGES.notReached(counts.failed) : CHANNEL_MESSAGES.notDelivered };
  },
};
