// The alerts' jobs: deliveries at once when an evaluation queues some (through the queue's trigger) and every
// ALERT_DELIVERY_SWEEP_SECONDS for retries, the daily digest at 00:00 UTC, the weekly one every seven days, and
// each day the clean-up of unsubscribe tokens past their lifetime.
import type { Config } from '../config';
import type { Db } from '../platform/db';
import { mailerFor } from '../platform/mail/mailer';
import { createPlanCache } from '../billing/service/plan-cache';
import type { Ingestion } from './ingestion/ingestion';
import { ALERT_DELIVERY_JOB, createAlertsEngine, DIGEST_DAILY_JOB, DIGEST_WEEKLY_JOB, type AlertsEngine } from '../alerts/service/engine';
import { telegramOn } from '../alerts/telegram/config';
import { pollUpdates, telegramSlotMs, TELEGRAM_UPDATES_JOB } from '../alerts/telegram/updates-job';
import type { JobDefinition } from './types';

const DAY_MS = 86_400_000;
export const TOKEN_CLEANUP_JOB = 'alert-unsubscribe-token-cleanup';

/** An alerts engine for a jobs process, evaluating after each of `ingestion`'s runs and hourly runs. */
export function alertsForJobs(config: Config, db: Db, ingestion: Ingestion, log: (line: string) => void): AlertsEngine {
  const engine = createAlertsEngine({ config, db, plans: createPlanCache(db.k, Date.now), mailer: mailerFor(config, Date.now), now: Date.now, log });
  ingestion.afterRun(() => engine.afterIngestion());
  ingestion.afterHourly(() => engine.afterHourly());
  return engine;
}

/**
 * The bot's long polling (TELEGRAM_BOT_TOKEN set, no TELEGRAM_WEBHOOK_SECRET, the Bot API reachable): each run waits
 * for updates for TELEGRAM_POLL_SECONDS, inside a slot two seconds longer, and the schedule runs one per slot across
 * every process, so two never poll at once.
 */
export function telegramJobs(config: Config, db: Db, log: (line: string) => void): JobDefinition[] {
  const telegram = config.telegram;
  if (!telegramOn(telegram) || telegram.webhookSecret) return [];
  return [
    {
      name: TELEGRAM_UPDATES_JOB,
      everyMs: telegramSlotMs(telegram),
      retryLimit: 0,
      retryDelayMs: 5_000,
      expireMs: telegramSlotMs(telegram) * 3,
      async run() {
        const handled = await pollUpdates({ db: db.k, config: telegram, now: Date.now, log }, Date.now() + telegram.pollSeconds * 1000);
        if (handled > 0) log(`[jobs] telegram updates handled: ${handled}`);
      },
    },
  ];
}

export function alertJobs(engine: AlertsEngine, log: (line: string) => void, sweepMs = 60_000): JobDefinition[] {
  return [
    {
      name: ALERT_DELIVERY_JOB,
      everyMs: sweepMs,
      retryLimit: 1,
      retryDelayMs: 10_000,
      expireMs: 5 * 60_000,
      async run() {
        const { sent, failed } = await engine.deliver();
        if (sent + failed > 0) log(`[jobs] alert deliveries: ${sent} sent, ${failed} to retry`);
      },
    },
    ...(['daily', 'weekly'] as const).map((frequency) => ({
      name: frequency === 'daily' ? DIGEST_DAILY_JOB : DIGEST_WEEKLY_JOB,
      everyMs: frequency === 'daily' ? DAY_MS : 7 * DAY_MS,
      retryLimit: 3,
      retryDelayMs: 60_000,
      expireMs: 30 * 60_000,
      async run() {
        const run = await engine.digest(frequency);
        log(`[jobs] ${frequency} digest: ${run.sent} sent`);
      },
    })),
    {
      name: TOKEN_CLEANUP_JOB,
      everyMs: DAY_MS,
      retryLimit: 3,
      retryDelayMs: 60_000,
      expireMs: 10 * 60_000,
      async run() {
        const deleted = await engine.forgetOldTokens();
        if (deleted > 0) log(`[jobs] unsubscribe tokens past their lifetime deleted: ${deleted}`);
      },
    },
  ];
}
