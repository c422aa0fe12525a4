// The alerts routes' schemas: what each request may send (shape and size only: the field rules, with the messages
// the form shows, run in the services through the shared contract) and what each answer carries, in its order.
import {
  DIGEST_FREQUENCIES,
  WEBHOOK_FORMATS,
  type AlertFiringPage,
  type AlertList,
  type AlertPreview,
  type AlertSettings,
  type NotificationPage,
  type VisitRecorded,
  type Watchlist,
  type WatchVisit,
  type WebhookSecret,
  type WebhookTestResult,
} from '@sentiscope/shared/contract';
import { alert, alertChannels as channels, alertCrossing as crossing, alertFiring, alertNotification, alertParams } from '../../platform/http/contract-schemas';
import { Type, answerOf, nullable, nullableObject, obj, oneOf, str } from '../../platform/http/schemas';

const number = nullable(Type.Number({ minimum: -1e12, maximum: 1e12 }));
const assetId = Type.String({ pattern: '^[a-z0-9-]{1,20}$' });
const page = Type.String({ pattern: '^[1-9][0-9]{0,5}$' });
const signal = oneOf(['bullish', 'neutral', 'bearish'] as const);

/** Nothing is required here: a missing field gets the alert form's own message from the service. */
export const alertBody = obj({
  assetId: str(40),
  kind: str(40),
  level: number,
  z: number,
  params: nullableObject(alertParams),
  channels: Type.Array(str(20), { maxItems: 10 }),
  cooldownDays: Type.Number({ minimum: -1e6, maximum: 1e6 }),
  enabled: Type.Boolean(),
});

export const pageQuery = obj({ page });
export const notificationsQuery = obj({ page, unread: oneOf(['0', '1', 'true', 'false'] as const) });
export const watchlistBody = obj({ assets: Type.Array(assetId, { maxItems: 200 }) }, ['assets']);

const visitFields = { mood: nullable(Type.Number({ minimum: -1e6, maximum: 1e6 })), signal, price: Type.Number({ minimum: -1e15, maximum: 1e15 }) };
export const visitBody = obj({ assetId, ...visitFields }, ['assetId', 'mood', 'signal', 'price']);
export const takeoverBody = obj(
  { visits: Type.Record(Type.String({ pattern: '^[a-z0-9-]{1,20}$' }), obj({ at: Type.Number({ minimum: 0, maximum: 1e14 }), ...visitFields }, ['at', 'mood', 'signal', 'price']), { maxProperties: 200 }) },
  ['visits'],
);
export const markReadBody = obj({ ids: Type.Array(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }), { maxItems: 200 }), all: Type.Boolean() });
export const settingsBody = obj({ digest: str(20), webhookUrl: nullable(Type.String({ maxLength: 2000 })), webhookFormat: str(20) });
export const noBody = Type.Union([obj({}), Type.Null()]);
export const digestRunBody = Type.Union([obj({ frequency: oneOf(['daily', 'weekly'] as const) }), Type.Null()]);
export const unsubscribeQuery = obj({ token: str(200) }, ['token']);

// ----- Answers -----
const limits = Type.Object({ maxAlerts: Type.Number(), maxStored: Type.Number(), channels });

export const alertAnswer = alert;
export const alertListAnswer = answerOf<AlertList>()(Type.Object({ alerts: Type.Array(alertAnswer), limits, used: Type.Number(), planTitle: Type.String() }));
export const alertDeleted = Type.Object({ id: Type.String() });

export const previewAnswer = answerOf<AlertPreview>()(
  Type.Object({
    summary: Type.String(),
    count: Type.Number(),
    firings: Type.Array(Type.Object({ date: Type.String(), at: nullable(Type.String()), assetId: Type.String(), crossing, message: Type.String() })),
    from: nullable(Type.String()),
    to: nullable(Type.String()),
  }),
);

export const firingPageAnswer = answerOf<AlertFiringPage>()(
  Type.Object({
    firings: Type.Array(alertFiring),
    total: Type.Number(),
    page: Type.Number(),
    pageSize: Type.Number(),
  }),
);

export const notificationPageAnswer = answerOf<NotificationPage>()(
  Type.Object({
    notifications: Type.Array(alertNotification),
    unread: Type.Number(),
    total: Type.Number(),
    page: Type.Number(),
    pageSize: Type.Number(),
  }),
);
export const unreadAnswer = Type.Object({ unread: Type.Number() });

const visit = answerOf<WatchVisit>()(Type.Object({ at: Type.Number(), mood: nullable(Type.Number()), signal, price: Type.Number() }));
export const watchlistAnswer = answerOf<Watchlist>()(
  Type.Object({ assets: Type.Array(Type.String()), lockedAssets: Type.Array(Type.String()), visits: Type.Record(Type.String(), visit), localCopyTaken: Type.Boolean() }),
);
export const visitAnswer = answerOf<VisitRecorded>()(Type.Object({ previous: Type.Union([Type.Null(), visit]), current: visit }));

export const settingsAnswer = answerOf<AlertSettings>()(
  Type.Object({ digest: oneOf(DIGEST_FREQUENCIES), webhookUrl: nullable(Type.String()), webhookFormat: oneOf(WEBHOOK_FORMATS), webhookSecretHint: nullable(Type.String()), channels }),
);
export const secretAnswer = answerOf<WebhookSecret>()(Type.Object({ secret: Type.String(), hint: Type.String() }));
export const webhookTestAnswer = answerOf<WebhookTestResult>()(Type.Object({ delivered: Type.Boolean(), status: nullable(Type.Number()), error: nullable(Type.String()) }));
export const digestRunAnswer = Type.Object({ frequency: oneOf(['daily', 'weekly'] as const), sent: Type.Number(), skipped: Type.Number() });
