// The API key routes' schemas: the form as sent, a key as listed (never its secret), and the secret given once.
import { API_KEY_EXPIRY_MAX_DAYS, API_KEY_NAME_MAX, API_KEY_SCOPES, type ApiKey, type ApiKeyCreated, type ApiKeyList } from '@sentiscope/shared/contract';
import { Type, answerOf, nullable, obj, oneOf, str } from '../../platform/http/schemas';

const scope = oneOf([...API_KEY_SCOPES]);

/** Shape only: the contract's apiKeyInputProblem says what is wrong with a name, the scopes or the expiry. */
export const apiKeyBody = obj(
  {
    name: str(API_KEY_NAME_MAX * 2),
    scopes: Type.Array(str(20), { maxItems: 5 }),
    expiresInDays: nullable(Type.Number({ minimum: -1e6, maximum: API_KEY_EXPIRY_MAX_DAYS * 10 })),
  },
  ['name', 'scopes'],
);

const apiKey = answerOf<ApiKey>()(
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    scopes: Type.Array(scope),
    hint: Type.String({ description: 'ss_ and the first characters of the secret' }),
    createdAt: Type.String(),
    expiresAt: nullable(Type.String()),
    lastUsedAt: nullable(Type.String({ description: 'Written every few seconds, not at each request' })),
    revokedAt: nullable(Type.String()),
    usage: Type.Array(Type.Object({ day: Type.String(), requests: Type.Number() })),
  }),
);

export const apiKeyList = answerOf<ApiKeyList>()(
  Type.Object({
    keys: Type.Array(apiKey),
    quota: Type.Object({ daily: Type.Number(), usedToday: Type.Number(), planTitle: Type.String() }),
  }),
);

export const apiKeyCreated = answerOf<ApiKeyCreated>()(Type.Object({ key: apiKey, secret: Type.String({ description: 'Shown this once' }) }));

export const apiKeyRevoked = Type.Object({ revoked: Type.Literal(true) });
