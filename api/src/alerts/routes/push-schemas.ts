// Browser push's request and answer schemas: shape and size only (the endpoint and keys rules, with the messages
// the settings show, run in the service).
import type { PushPublicKey, PushSubscriptionList, PushSubscriptionView } from '@sentiscope/shared/contract';
import { Type, answerOf, nullable, obj, str } from '../../platform/http/schemas';

const endpoint = str(2000);

/** `PushSubscription.toJSON()` as the browser gives it (its `expirationTime` is accepted and not kept). */
export const subscriptionBody = obj({ endpoint, keys: obj({ p256dh: str(200), auth: str(100) }, ['p256dh', 'auth']), expirationTime: nullable(Type.Number()) }, ['endpoint', 'keys']);
export const endpointBody = obj({ endpoint }, ['endpoint']);

export const publicKeyAnswer = answerOf<PushPublicKey>()(Type.Object({ publicKey: Type.String() }));
export const subscriptionAnswer = answerOf<PushSubscriptionView>()(
  Type.Object({ id: Type.String(), host: Type.String(), createdAt: Type.String(), lastSentAt: nullable(Type.String()) }),
);
export const subscriptionListAnswer = answerOf<PushSubscriptionList>()(Type.Object({ subscriptions: Type.Array(subscriptionAnswer), max: Type.Number() }));
