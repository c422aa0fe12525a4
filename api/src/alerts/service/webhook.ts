// Alert webhooks: a JSON POST (SentiScope's payload, or a Slack or Discord message: ./webhook-formats.ts) signed with the member's secret (HMAC-SHA256 over "<unix seconds>.<body>"), sent only
// to an address that passed the target check, no redirects followed, any 2xx answer a success. An attempt has a
// hard deadline from its start (the lookup, the connection and the answer together) that ends it whatever the
// receiver keeps sending, and it is judged on the status line alone: the body is never read, so a receiver that
// trickles bytes holds nothing (docs/decisions/124-webhooks-that-cannot-hold-the-queue.md).
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { DELIVERY_MESSAGES, WEBHOOK_DELIVERY_HEADER, WEBHOOK_SIGNATURE_HEADER, type WebhookFormat, type WebhookPayload } from '@sentiscope/shared/contract';
import { webhookBody } from './webhook-formats';
import { checkedAddresses, guardedLookup, isPrivateAddress, TargetRefused } from '../../platform/outbound';
import { parseTarget } from './webhook-target';

/** The whole of one attempt, from its start to the status line. */
export const WEBHOOK_DEADLINE_MS = 10_000;

export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64url')}`;
export const secretHint = (secret: string | null): string | null => (secret ? `whsec_…${secret.slice(-4)}` : null);

/** The signature header's value for a body sent at `unixSeconds`. */
export function signatureOf(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export type WebhookAnswer = { status: number };

/** An attempt that reached no answer: the connection failed, or the deadline passed first. */
export class WebhookUnreachable extends Error {
  constructor(readonly detail: string) {
    super(DELIVERY_MESSAGES.webhookUnreachable);
  }
}

const deadlineError = (ms: number) => new WebhookUnreachable(`no status line within ${ms} ms`);

/** Refuses with the deadline's error when `work` has not settled by the time `signal` aborts. */
function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(deadlineError(ms));
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export async function postWebhook(
  target: string,
  secret: string,
  payload: WebhookPayload,
  allowPrivate: boolean,
  nowMs: number,
  deadlineMs = WEBHOOK_DEADLINE_MS,
  format: WebhookFormat = 'json',
): Promise<WebhookAnswer> {
  const signal = AbortSignal.timeout(deadlineMs);
  const url = parseTarget(target);
  await beforeDeadline(checkedAddresses(url.hostname, allowPrivate), signal, deadlineMs);
  const body = webhookBody(format, payload);
  const headers = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'user-agent': 'SentiScope-Webhook/1',
    connection: 'close',
    [WEBHOOK_SIGNATURE_HEADER]: signatureOf(secret, Math.floor(nowMs / 1000), body),
    [WEBHOOK_DELIVERY_HEADER]: payload.id,
  };
  const client = url.protocol === 'https:' ? https : http;
  const sending = new Promise<WebhookAnswer>((resolve, reject) => {
    // No shared agent: each attempt has its own connection, closed as soon as the status line is read.
    const request = client.request(url, { method: 'POST', headers, agent: false, lookup: guardedLookup(allowPrivate) as never }, (response) => {
      resolve({ status: response.statusCode ?? 0 });
      response.on('error', () => undefined);
      request.destroy();
    });
    // The address actually connected to is checked as well (an IP literal skips the lookup).
    request.on('socket', (socket: Socket) =>
      socket.once('connect', () => {
        if (!allowPrivate && socket.remoteAddress && isPrivateAddress(socket.remoteAddress)) request.destroy(new TargetRefused(DELIVERY_MESSAGES.webhookUrlPrivate));
      }),
    );
    const ended = () => request.destroy(deadlineError(deadlineMs));
    signal.addEventListener('abort', ended, { once: true });
    request.on('close', () => signal.removeEventListener('abort', ended));
    request.on('error', (error: Error) => reject(error instanceof TargetRefused || error instanceof WebhookUnreachable ? error : new WebhookUnreachable(error.message)));
    request.end(body);
  });
  return sending;
}
