// Answer schemas of the contract's entities that more than one domain answers (a member's subscription and
// devices, a billing cycle). Each is checked against its contract type by `answerOf`.
import {
  ALERT_CHANNELS,
  ALERT_KINDS,
  ALERT_MEASURES,
  ALERT_SURGE_PERIODS,
  TENURES,
  type Alert,
  type AlertFiring,
  type AlertNotification,
  type Device,
  type Subscription,
} from '@sentiscope/shared/contract';
import { Type, answerOf, nullable, nullableObject, obj, oneOf } from './schemas';

export const tenure = oneOf(TENURES);

export const subscription = answerOf<Subscription>()(
  Type.Object({
    plan: Type.String(),
    planTitle: Type.String(),
    isActive: Type.Boolean(),
    expiry: nullable(Type.String()),
    tenure: nullable(tenure),
    cancelAtPeriodEnd: Type.Boolean(),
  }),
);

export const device = answerOf<Device>()(
  Type.Object({ _id: Type.String(), name: Type.String(), userAgent: Type.String(), lastLogin: Type.String(), ip: Type.String() }),
);

// An alert, its firings and notifications: the alerts routes answer them, and the member's data export holds them.
export const alertKind = oneOf(ALERT_KINDS);
export const alertChannels = Type.Array(oneOf(ALERT_CHANNELS));
export const alertCrossing = Type.Object({
  measure: oneOf(ALERT_MEASURES),
  from: Type.Union([Type.Number(), Type.String(), Type.Null()]),
  to: Type.Union([Type.Number(), Type.String()]),
  threshold: nullable(Type.Number()),
  window: Type.Optional(Type.Number()),
  base: Type.Optional(nullable(Type.Number())),
  since: Type.Optional(Type.String()),
  band: Type.Optional(Type.Tuple([Type.Number(), Type.Number()])),
  period: Type.Optional(oneOf(['hour'] as const)),
});

/** The settings of a condition relative to an indicator (AlertParams); bounds are checked by the contract's rules. */
const alertParamsFields = {
  direction: oneOf(['above', 'below', 'enters', 'leaves', 'up', 'down', 'either'] as const),
  window: Type.Number({ minimum: -1e6, maximum: 1e6 }),
  low: Type.Number({ minimum: -1e6, maximum: 1e6 }),
  high: Type.Number({ minimum: -1e6, maximum: 1e6 }),
  points: Type.Number({ minimum: -1e6, maximum: 1e6 }),
  factor: Type.Number({ minimum: -1e6, maximum: 1e6 }),
  period: oneOf(ALERT_SURGE_PERIODS),
};
export const alertParams = obj(alertParamsFields);

export const alert = answerOf<Alert>()(
  Type.Object({
    id: Type.String(),
    assetId: Type.String(),
    kind: alertKind,
    level: nullable(Type.Number()),
    z: nullable(Type.Number()),
    params: nullableObject(alertParams),
    channels: alertChannels,
    cooldownDays: Type.Number(),
    enabled: Type.Boolean(),
    rule: Type.String(),
    paused: Type.Union([Type.Null(), Type.Object({ reason: oneOf(['member', 'plan-limit', 'asset-not-in-plan'] as const), message: Type.String() })]),
    blockedChannels: alertChannels,
    createdAt: Type.String(),
    updatedAt: Type.String(),
    lastFiredAt: nullable(Type.String()),
    firingCount: Type.Number(),
  }),
);

const alertFiringFields = {
  id: Type.String(), alertId: Type.String(), assetId: Type.String(), kind: alertKind, date: Type.String(), at: nullable(Type.String()), firedAt: Type.String(), rule: Type.String(),
  crossing: alertCrossing, message: Type.String(), dashboardPath: Type.String(), channels: alertChannels,
};
export const alertFiring = answerOf<AlertFiring>()(Type.Object(alertFiringFields));

const alertNotificationFields = {
  id: Type.String(), alertId: nullable(Type.String()), assetId: Type.String(), kind: alertKind, title: Type.String(), message: Type.String(),
  crossing: alertCrossing, date: Type.String(), at: nullable(Type.String()), dashboardPath: Type.String(), createdAt: Type.String(), read: Type.Boolean(),
};
export const alertNotification = answerOf<AlertNotification>()(Type.Object(alertNotificationFields));
