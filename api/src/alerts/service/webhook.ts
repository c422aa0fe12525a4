// Alert webhooks: a JSON POST signed with the member's secret (HMAC-SHA256 over "<unix seconds>.<body>"), sent only
// to an address that passed the target check, no redirects followed, a 10 s limit, any 2xx answer a success.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { DELIVERY_MESSAGES, WEBHOOK_DELIVERY_HEADER, WEBHOOK_SIGNATURE_HEADER, type WebhookPayload } from '@sentiscope/shared/contract';
import { checkedAddresses, guardedLookup, isPrivateAddress, parseTarget, TargetRefused } from './webhook-target';

const TIMEOUT_MS = 10_000;

export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64url')}`;
export const secretHint = (secret: string | null): string | null => (secret ? `whsec_…${secret.slice(-4)}` : null);

/** The signature header's value for a body sent at `unixSeconds`. */
export function signatureOf(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export type WebhookAnswer = { status: number };

export async function postWebhook(target: string, secret: string, payload: WebhookPayload, allowPrivate: boolean, nowMs: number): Promise<WebhookAnswer> {
  const url = parseTarget(target);
  await checkedAddresses(url.hostname, allowPrivate);
  const body = JSON.stringify(payload);
  const headers = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'user-agent': 'SentiScope-Webhook/1',
    [WEBHOOK_SIGNATURE_HEADER]: signatureOf(secret, Math.floor(nowMs / 1000), body),
    [WEBHOOK_DELIVERY_HEADER]: payload.id,
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, { method: 'POST', headers, lookup: guardedLookup(allowPrivate) as never, timeout: TIMEOUT_MS }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      response.on('error', reject);
    });
    // The address actually connected to is checked as well (an IP literal skips the lookup).
    request.on('socket', (socket: Socket) =>
      socket.once('connect', () => {
        if (!allowPrivate && socket.remoteAddress && isPrivateAddress(socket.remoteAddress)) request.destroy(new TargetRefused(DELIVERY_MESSAGES.webhookUrlPrivate));
      }),
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 10 s')));
    request.on('error', reject);
    request.end(body);
  });
}
