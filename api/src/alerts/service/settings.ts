// The member's delivery settings: the digest, the webhook address (Pro) checked before it is saved and its format, the secret
// (shown once when made) and a signed test delivery.
import {
  DELIVERY_MESSAGES,
  DIGEST_FREQUENCIES,
  WEBHOOK_FORMATS,
  type AlertSettings,
  type AlertSettingsInput,
  type DigestFrequency,
  type WebhookSecret,
  type WebhookFormat,
  type WebhookTestResult,
} from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { UsersTable } from '../../platform/db/schema';
import { newId } from '../../platform/ids';
import { Refusal } from '../../platform/refusal';
import { readSettings, writeSettings } from '../data/watchlist';
import { spendAllowance } from './allowance';
import { memberPlan } from './member-plan';
import { newWebhookSecret, postWebhook, secretHint, WEBHOOK_DEADLINE_MS } from './webhook';
import { checkedAddresses, TargetRefused } from '../../platform/outbound';
import { parseTarget } from './webhook-target';

export async function settingsOf(ctx: AppContext, user: UsersTable): Promise<AlertSettings> {
  const plan = await memberPlan(ctx.plans, user, ctx.now());
  const row = await readSettings(ctx.db.k, user.id);
  return {
    digest: (row?.digest ?? 'off') as DigestFrequency,
    webhookUrl: row?.webhook_url ?? null,
    webhookFormat: (row?.webhook_format ?? 'json') as WebhookFormat,
    webhookSecretHint: secretHint(row?.webhook_secret ?? null),
    channels: plan.limits.channels,
  };
}

async function checkedWebhookUrl(ctx: AppContext, raw: string): Promise<string> {
  try {
    const url = parseTarget(raw.trim());
    await checkedAddresses(url.hostname, ctx.config.webhookAllowPrivate === true);
    return url.toString();
  } catch (error) {
    if (error instanceof TargetRefused) throw new Refusal('invalid', error.message);
    throw error;
  }
}

export async function changeSettings(ctx: AppContext, user: UsersTable, input: AlertSettingsInput): Promise<AlertSettings> {
  const fields: { digest?: string; webhook_url?: string | null; webhook_secret?: string; webhook_format?: string } = {};
  if (input.digest !== undefined) {
    if (!DIGEST_FREQUENCIES.includes(input.digest)) throw new Refusal('invalid', DELIVERY_MESSAGES.digestInvalid);
    fields.digest = input.digest;
  }
  if (input.webhookFormat !== undefined) {
    if (!WEBHOOK_FORMATS.includes(input.webhookFormat)) throw new Refusal('invalid', DELIVERY_MESSAGES.webhookFormatInvalid);
    fields.webhook_format = input.webhookFormat;
  }
  if (input.webhookUrl !== undefined) {
    if (input.webhookUrl === null || input.webhookUrl.trim() === '') fields.webhook_url = null;
    else {
      const plan = await memberPlan(ctx.plans, user, ctx.now());
      if (!plan.limits.channels.includes('webhook')) throw new Refusal('forbidden', DELIVERY_MESSAGES.webhookNotInPlan(plan.title));
      fields.webhook_url = await checkedWebhookUrl(ctx, input.webhookUrl);
      // A first address gets a secret at once, so deliveries are always signed.
      if (!(await readSettings(ctx.db.k, user.id))?.webhook_secret) fields.webhook_secret = newWebhookSecret();
    }
  }
  await writeSettings(ctx.db.k, user.id, fields, ctx.now());
  return settingsOf(ctx, user);
}

export async function rotateWebhookSecret(ctx: AppContext, user: UsersTable): Promise<WebhookSecret> {
  const plan = await memberPlan(ctx.plans, user, ctx.now());
  if (!plan.limits.channels.includes('webhook')) throw new Refusal('forbidden', DELIVERY_MESSAGES.webhookNotInPlan(plan.title));
  const secret = newWebhookSecret();
  await writeSettings(ctx.db.k, user.id, { webhook_secret: secret }, ctx.now());
  return { secret, hint: secretHint(secret) as string };
}

/**
 * One signed test delivery, limited per member (each opens a connection to an address they chose). It answers the
 * status line, or one plain reason: the target check's own refusal, or that nothing answered in time. Never the
 * socket's error, which would tell a closed port from a silent one and make the button a port scanner.
 */
export async function testWebhook(ctx: AppContext, user: UsersTable): Promise<WebhookTestResult> {
  const plan = await memberPlan(ctx.plans, user, ctx.now());
  if (!plan.limits.channels.includes('webhook')) throw new Refusal('forbidden', DELIVERY_MESSAGES.webhookNotInPlan(plan.title));
  const row = await readSettings(ctx.db.k, user.id);
  if (!row?.webhook_url || !row.webhook_secret) throw new Refusal('invalid', DELIVERY_MESSAGES.webhookUrlInvalid);
  await spendAllowance(ctx, 'webhook-test', user.id, ctx.config.rateLimits.webhookTestsPerUser, DELIVERY_MESSAGES.webhookTestsTooMany);
  const deadline = Math.min(ctx.config.webhookDeadlineMs ?? WEBHOOK_DEADLINE_MS, WEBHOOK_DEADLINE_MS);
  try {
    const payload = { type: 'webhook.test' as const, id: newId(), firing: null, sentAt: new Date(ctx.now()).toISOString() };
    const answer = await postWebhook(row.webhook_url, row.webhook_secret, payload, ctx.config.webhookAllowPrivate === true, ctx.now(), deadline, row.webhook_format as WebhookFormat);
    return { delivered: answer.status >= 200 && answer.status < 300, status: answer.status, error: null };
  } catch (error) {
    return { delivered: false, status: null, error: error instanceof TargetRefused ? error.message : DELIVERY_MESSAGES.webhookUnreachable };
  }
}
