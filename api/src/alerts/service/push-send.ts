// Sends one push message to one browser through its push service, with the web-push library: the payload encrypted
// for the browser's keys (aes128gcm, RFC 8291), a TTL, and the VAPID header signed with the server's key (RFC 8292).
// A push service that answers 404 or 410 has dropped the subscription: it is deleted here. The connection goes only
// to an address the webhook targets' check admits, no request leaves the machine under SENTISCOPE_OFFLINE=1 unless
// the push service is on it, and an attempt has a hard deadline after which its sockets are destroyed.
import https from 'node:https';
import { rootCertificates } from 'node:tls';
import webpush from 'web-push';
import type { PushMessage } from '@sentiscope/shared/contract';
import type { Config } from '../../config';
import type { Db } from '../../platform/db';
import { dropSubscription, markSent, type PushSubscriptionRow } from '../data/push-subscriptions';
import { vapidKeysOf, vapidSubjectOf } from './push-keys';
import { guardedLookup, isLoopbackHost, isOffline } from '../../platform/outbound';
import { isInternalHost } from './push-target';

/** How long a push service keeps a message for a browser that is offline: a firing is about one closed day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** The whole of one attempt: connection, request and answer. */
export const PUSH_DEADLINE_MS = 10_000;

export type PushConfig = Pick<Config, 'vapid' | 'vapidSubject' | 'dataDir' | 'siteUrl' | 'pushAllowPrivate' | 'pushCa' | 'market'>;
export type PushDeps = { config: PushConfig; db: Db; now: () => number };

/** 'sent': the push service took it; 'gone': it answered 404 or 410 and the subscription was deleted. */
export type PushOutcome = 'sent' | 'gone';

export class PushFailed extends Error {}

const offline = (config: PushConfig) => config.market?.offline === true || isOffline();

function agentFor(config: PushConfig): https.Agent {
  const allowPrivate = config.pushAllowPrivate === true;
  return new https.Agent({ keepAlive: false, lookup: guardedLookup(allowPrivate) as never, ...(config.pushCa ? { ca: [...rootCertificates, config.pushCa] } : {}) });
}

export async function sendPush(deps: PushDeps, subscription: PushSubscriptionRow, message: PushMessage): Promise<PushOutcome> {
  const url = new URL(subscription.endpoint);
  if (offline(deps.config) && !isLoopbackHost(url.hostname)) throw new PushFailed(`offline (SENTISCOPE_OFFLINE): ${url.host} is not on this machine`);
  if (deps.config.pushAllowPrivate !== true && isInternalHost(url.hostname)) throw new PushFailed(`${url.host} is an internal address`);
  const keys = vapidKeysOf(deps.config);
  const subject = await vapidSubjectOf(deps.config, deps.db.k);
  const agent = agentFor(deps.config);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      agent.destroy();
      reject(new PushFailed(`${url.host} did not answer within ${PUSH_DEADLINE_MS} ms`));
    }, PUSH_DEADLINE_MS);
  });
  const sending = webpush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(message), {
    vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: PUSH_TTL_SECONDS,
    contentEncoding: 'aes128gcm',
    urgency: 'normal',
    agent,
    timeout: PUSH_DEADLINE_MS,
  });
  try {
    await Promise.race([sending, deadline]);
  } catch (error) {
    const status = error instanceof webpush.WebPushError ? error.statusCode : null;
    if (status === 404 || status === 410) {
      await dropSubscription(deps.db.k, subscription.id);
      return 'gone';
    }
    if (error instanceof PushFailed) throw error;
    throw new PushFailed(status !== null ? `${url.host} answered ${status}` : `could not reach ${url.host}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(timer);
    agent.destroy();
  }
  await markSent(deps.db.k, subscription.id, deps.now());
  return 'sent';
}
