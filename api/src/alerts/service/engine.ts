// The alerts as the jobs and the ingestion see them: evaluate after a run, deliver what is queued (through the job
// queue where a jobs runtime runs, else in this process), send the digest.
import type { DigestRun } from '@sentiscope/shared/contract';
import type { Config } from '../../config';
import type { Db } from '../../platform/db';
import type { Mailer } from '../../platform/mail/mailer';
import type { PlanCache } from '../../billing/service/plan-cache';
import type { DeliveryDeps } from '../channels/registry';
import type { PushConfig } from './push-send';
import { drainDeliveries, nothingSending } from './delivery-drain';
import { WEBHOOK_DEADLINE_MS } from './webhook';
import { digestMail, queueDigests } from './digest';
import { forgetExpiredTokens } from './unsubscribe';
import { evaluateAlerts, type EvaluationResult } from './evaluation';
import { evaluateTickAlerts, type Tick } from './tick-evaluation';
import { emptyPriceIndex } from './price-index';
import { evaluateHourSurges } from './hour-surge';

export const ALERT_DELIVERY_JOB = 'alert-delivery';
export const DIGEST_DAILY_JOB = 'alert-digest-daily';
export const DIGEST_WEEKLY_JOB = 'alert-digest-weekly';

export type AlertsEngine = {
  /** Evaluates the new closed days, then hands the deliveries to the dispatcher. */
  afterIngestion(): Promise<EvaluationResult>;
  /**
   * After an hourly run: the alerts on the days closed since the last evaluation (indicators, mood, signal), then
   * those on closed hours (headline surges per hour); hands the deliveries on.
   */
  afterHourly(): Promise<EvaluationResult>;
  /** Evaluates the price alerts of the ticked assets against the ticks' prices, then hands the deliveries on. */
  afterTicks(ticks: readonly Tick[]): Promise<EvaluationResult>;
  /** Sends every due delivery now (the delivery job's run). */
  deliver(): Promise<{ sent: number; failed: number }>;
  /** Queues the digest of `frequency` for every member who chose it, then dispatches. */
  digest(frequency: DigestRun['frequency']): Promise<DigestRun>;
  /**
   * Where queued deliveries go: the job queue's trigger (on PostgreSQL, every process's evaluations). From then on
   * this process sends nothing itself: whichever process takes the queued run does.
   */
  dispatchThrough(trigger: () => Promise<void>): void;
  /** The retry sweep of a process without a job queue (SQLite); nothing once deliveries go through the queue. */
  sweep(): Promise<void>;
  /** Deletes the unsubscribe tokens past their lifetime (the token clean-up job's run); answers how many. */
  forgetOldTokens(): Promise<number>;
};

export type EngineDeps = { config: Pick<Config, 'siteUrl' | 'publicApiUrl' | 'webhookAllowPrivate' | 'deliveryRetryBaseMs' | 'webhookDeadlineMs' | 'telegram'> & PushConfig; db: Db; plans: PlanCache; mailer: Mailer; now: () => number; log?: (line: string) => void };

export function createAlertsEngine(deps: EngineDeps): AlertsEngine {
  const apiUrl = deps.config.publicApiUrl ?? deps.config.siteUrl;
  const digestDeps = { db: deps.db, plans: deps.plans, now: deps.now, siteUrl: deps.config.siteUrl, apiUrl };
  const delivery: DeliveryDeps = {
    db: deps.db,
    mailer: deps.mailer,
    now: deps.now,
    siteUrl: deps.config.siteUrl,
    apiUrl,
    allowPrivateWebhooks: deps.config.webhookAllowPrivate === true,
    retryBaseMs: deps.config.deliveryRetryBaseMs ?? 30_000,
    webhookDeadlineMs: Math.min(deps.config.webhookDeadlineMs ?? WEBHOOK_DEADLINE_MS, WEBHOOK_DEADLINE_MS),
    telegram: deps.config.telegram,
    push: deps.config,
    log: deps.log,
    async sendDigest(row) {
      const mail = await digestMail(digestDeps, row.user_id, JSON.parse(row.payload ?? '{}'));
      if (mail) await deps.mailer.send(mail);
    },
  };
  // The sends going on in this process: every drain shares them, so a drain started while another one waits on a
  // slow receiver sends the other members' rows at once, and the per-member cap still holds.
  const sending = nothingSending();
  const drain = (channels?: readonly string[]) => drainDeliveries(delivery, sending, channels);
  // The price alerts by asset, kept by this process between ticks.
  const prices = emptyPriceIndex();
  let queued = false;
  let dispatch: () => Promise<void> = async () => {
    void drain().catch((error: unknown) => deps.log?.(`[alerts] delivery failed: ${String(error)}`));
  };
  return {
    async afterIngestion() {
      const result = await evaluateAlerts({ db: deps.db, plans: deps.plans, now: deps.now });
      if (result.deliveries > 0) await dispatch();
      if (result.fired > 0) deps.log?.(`[alerts] ${result.fired} alerts fired on ${result.assets} assets (${result.alerts} evaluated)`);
      return result;
    },
    async afterHourly() {
      const evaluation = { db: deps.db, plans: deps.plans, now: deps.now };
      // A day closed since the last ingestion run is judged within the hour; days already judged are not read again.
      const days = await evaluateAlerts(evaluation);
      const hours = await evaluateHourSurges(evaluation);
      const result = { assets: days.assets + hours.assets, alerts: days.alerts + hours.alerts, fired: days.fired + hours.fired, deliveries: days.deliveries + hours.deliveries };
      if (result.deliveries > 0) await dispatch();
      if (result.fired > 0) deps.log?.(`[alerts] after the hourly run: ${days.fired} alerts fired on closed days, ${hours.fired} hourly headline surges`);
      return result;
    },
    async afterTicks(ticks) {
      const result = await evaluateTickAlerts({ db: deps.db, plans: deps.plans, now: deps.now, index: prices }, ticks);
      if (result.deliveries > 0) await dispatch();
      if (result.fired > 0) deps.log?.(`[alerts] ${result.fired} price alerts fired on a tick of ${result.assets} assets`);
      return result;
    },
    deliver: () => drain(),
    async digest(frequency) {
      const { queued, members } = await queueDigests(digestDeps, frequency);
      // Only the digests: the run answers once they are mailed, whatever alert delivery is still waiting.
      const sent = queued > 0 ? (await drain(['digest'])).sent : 0;
      return { frequency, sent, skipped: members - sent };
    },
    dispatchThrough(trigger) {
      dispatch = trigger;
      queued = true;
    },
    async sweep() {
      if (!queued) await drain();
    },
    forgetOldTokens: () => forgetExpiredTokens(deps.db.k, deps.now()),
  };
}
