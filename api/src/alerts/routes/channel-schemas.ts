// The channel routes' schemas: which channel a path names, and what each answer carries, in its order.
import {
  ALERT_CHANNELS,
  DELIVERY_STATUSES,
  type AlertChannelList,
  type ChannelDeliveryPage,
} from '@sentiscope/shared/contract';
import { Type, answerOf, nullable, obj, oneOf } from '../../platform/http/schemas';

export const channelParam = Type.Object({ channel: oneOf(ALERT_CHANNELS) }, { additionalProperties: false });
export const channelPageQuery = obj({ page: Type.String({ pattern: '^[1-9][0-9]{0,5}$' }) });

const channel = oneOf(ALERT_CHANNELS);

export const channelListAnswer = answerOf<AlertChannelList>()(
  Type.Object({
    channels: Type.Array(
      Type.Object({
        channel,
        label: Type.String(),
        inPlan: Type.Boolean(),
        available: Type.Boolean(),
        connected: Type.Boolean(),
        target: nullable(Type.String()),
        testable: Type.Boolean(),
        logged: Type.Boolean(),
      }),
    ),
  }),
);

export const channelDeliveryPageAnswer = answerOf<ChannelDeliveryPage>()(
  Type.Object({
    channel,
    deliveries: Type.Array(
      Type.Object({
        id: Type.String(),
        firingId: nullable(Type.String()),
        rule: nullable(Type.String()),
        assetId: nullable(Type.String()),
        date: nullable(Type.String()),
        status: oneOf(DELIVERY_STATUSES),
        attempts: Type.Number(),
        createdAt: Type.String(),
        sentAt: nullable(Type.String()),
        nextAttemptAt: nullable(Type.String()),
        problem: nullable(Type.String()),
      }),
    ),
    total: Type.Number(),
    page: Type.Number(),
    pageSize: Type.Number(),
  }),
);
