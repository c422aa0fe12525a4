// What a browser's push subscription must be before it is stored: an https:// endpoint of at most 2,000 characters,
// without credentials, not an internal address (unless PUSH_ALLOW_PRIVATE=on), and the two keys the encryption
// needs (RFC 8291): p256dh a point on P-256, auth 16 bytes, both base64url. Names are resolved and checked again
// when a push is sent (the webhook targets' socket lookup), so a name cannot get around it later.
import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { PUSH_KEY_LENGTHS, PUSH_MESSAGES, type PushSubscriptionInput } from '@sentiscope/shared/contract';
import { isLoopbackHost, isPrivateAddress } from '../../platform/outbound';

export class PushRefused extends Error {}

export const MAX_ENDPOINT_LENGTH = 2000;

/** True when the endpoint's host is an address push must not reach: an internal IP literal, or a local name. */
export function isInternalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return isIP(host) !== 0 ? isPrivateAddress(host) : isLoopbackHost(host);
}

export function checkedEndpoint(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PushRefused(PUSH_MESSAGES.endpointInvalid);
  }
  if (raw.length > MAX_ENDPOINT_LENGTH || url.protocol !== 'https:' || url.username || url.password || !url.hostname) throw new PushRefused(PUSH_MESSAGES.endpointInvalid);
  if (!allowPrivate && isInternalHost(url.hostname)) throw new PushRefused(PUSH_MESSAGES.endpointPrivate);
  return url;
}

const unpadded = (value: string) => value.replace(/=+$/, '');

function keyBytes(value: string, length: number): Buffer {
  const text = unpadded(value);
  if (text.length !== length || !/^[A-Za-z0-9_-]+$/.test(text)) throw new PushRefused(PUSH_MESSAGES.keysInvalid);
  return Buffer.from(text, 'base64url');
}

/** The subscription as it is stored (keys unpadded), or a refusal with the message the settings show. */
export function checkedSubscription(input: PushSubscriptionInput, allowPrivate: boolean): PushSubscriptionInput {
  checkedEndpoint(input.endpoint, allowPrivate);
  const point = keyBytes(input.keys.p256dh, PUSH_KEY_LENGTHS.p256dh);
  keyBytes(input.keys.auth, PUSH_KEY_LENGTHS.auth);
  try {
    // A key agreement with the point fails unless it is an uncompressed point on the curve.
    if (point[0] !== 4) throw new Error('not an uncompressed point');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(point);
  } catch {
    throw new PushRefused(PUSH_MESSAGES.keysInvalid);
  }
  return { endpoint: input.endpoint, keys: { p256dh: unpadded(input.keys.p256dh), auth: unpadded(input.keys.auth) } };
}
