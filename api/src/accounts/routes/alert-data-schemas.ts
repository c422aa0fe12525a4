// The alerts' sections of the member's data export (docs/alerts.md, Security), each field listed in the order the
// alerts service builds it; the export's schema (schemas.ts) is checked against the whole export, so a field the
// alerts service adds must be listed here.
import { DIGEST_FREQUENCIES } from '@sentiscope/shared/contract';
import { alert, alertFiring, alertNotification } from '../../platform/http/contract-schemas';
import { Type, nullable, nullableObject, oneOf } from '../../platform/http/schemas';

const at = Type.String();
const when = nullable(Type.String());

export const alertSections = {
  watchlist: Type.Object({
    assets: Type.Array(Type.Object({ assetId: Type.String(), addedAt: at })),
    lastVisits: Type.Array(
      Type.Object({ assetId: Type.String(), at, mood: nullable(Type.Number()), signal: oneOf(['bullish', 'neutral', 'bearish'] as const), price: Type.Number() }),
    ),
  }),
  alerts: Type.Array(alert),
  alertFirings: Type.Array(alertFiring),
  notifications: Type.Array(Type.Object({ ...alertNotification.properties, firingId: nullable(Type.String()), readAt: when })),
  alertDeliveries: Type.Array(
    Type.Object({
      id: Type.String(),
      firingId: nullable(Type.String()),
      channel: Type.String(),
      status: Type.String(),
      attempts: Type.Number(),
      period: nullableObject(Type.Object({ frequency: Type.String(), to: Type.String(), days: Type.Number() })),
      createdAt: at,
      sentAt: when,
    }),
  ),
  alertSettings: Type.Object({ digest: oneOf(DIGEST_FREQUENCIES), webhookUrl: when, webhookSecretHint: when, webhookFormat: Type.String(), telegramChat: when, browserCopyTakenAt: when, updatedAt: when }),
  unsubscribeLinks: Type.Array(Type.Object({ scope: Type.String(), alertId: when, createdAt: at, usedAt: when })),
  pushSubscriptions: Type.Array(Type.Object({ host: Type.String(), createdAt: at, lastSentAt: when })),
};
