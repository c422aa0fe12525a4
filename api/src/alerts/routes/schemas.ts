// Body, query and params schemas of the alerts routes: shape and size only; the field rules (with the messages
// the form shows) run in the services through the shared contract.
import { obj, str } from '../../platform/http/schemas';

const number = { type: ['number', 'null'], minimum: -1e12, maximum: 1e12 } as const;
const assetId = { type: 'string', pattern: '^[a-z0-9-]{1,20}$' } as const;
const SIGNALS = ['bullish', 'neutral', 'bearish'];

export const alertBody = obj(
  {
    assetId: str(40),
    kind: str(40),
    level: number,
    z: number,
    channels: { type: 'array', maxItems: 10, items: str(20) },
    cooldownDays: { type: 'number', minimum: -1e6, maximum: 1e6 },
    enabled: { type: 'boolean' },
  },
  // Nothing is required here: a missing field gets the alert form's own message from the service.
  [],
);

export const previewBody = alertBody;

export const pageQuery = obj({ page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' } });
export const notificationsQuery = obj({ page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' }, unread: { type: 'string', enum: ['0', '1', 'true', 'false'] } });

export const watchlistBody = obj({ assets: { type: 'array', maxItems: 200, items: assetId } }, ['assets']);

const visitFields = {
  mood: { type: ['number', 'null'], minimum: -1e6, maximum: 1e6 },
  signal: { type: 'string', enum: SIGNALS },
  price: { type: 'number', minimum: -1e15, maximum: 1e15 },
};
export const visitBody = obj({ assetId, ...visitFields }, ['assetId', 'mood', 'signal', 'price']);
export const takeoverBody = obj(
  {
    visits: {
      type: 'object',
      maxProperties: 200,
      propertyNames: { pattern: '^[a-z0-9-]{1,20}$' },
      additionalProperties: obj({ at: { type: 'number', minimum: 0, maximum: 1e14 }, ...visitFields }, ['at', 'mood', 'signal', 'price']),
    },
  },
  ['visits'],
);

export const markReadBody = obj({ ids: { type: 'array', maxItems: 200, items: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } }, all: { type: 'boolean' } });

export const settingsBody = obj({ digest: str(20), webhookUrl: { type: ['string', 'null'], maxLength: 2000 } });

export const digestRunBody = { anyOf: [obj({ frequency: { type: 'string', enum: ['daily', 'weekly'] } }), { type: 'null' }] };

export const unsubscribeQuery = obj({ token: str(200) }, ['token']);
