// Long polling: one run of the job reads updates with getUpdates (waiting up to TELEGRAM_POLL_SECONDS for one),
// handles them in order and keeps the next offset in the database, so a restart or another process takes over where
// this one stopped. Runs only without TELEGRAM_WEBHOOK_SECRET.
import { nextUpdateId, saveNextUpdateId } from '../data/telegram';
import { callBot } from './bot-api';
import type { TelegramConfig } from './config';
import { handleUpdate, type TelegramUpdate, type UpdateDeps } from './link';

export const TELEGRAM_UPDATES_JOB = 'telegram-updates';
/** One run's time slot: its long poll and two seconds more; the schedule starts the next run when it ends. */
export const telegramSlotMs = (config: TelegramConfig): number => (config.pollSeconds + 2) * 1000;

/** Polls until `untilMs` (at least once, and once more after updates, which may be followed by others); answers how many were handled. */
export async function pollUpdates(deps: UpdateDeps, untilMs: number): Promise<number> {
  let handled = 0;
  for (;;) {
    const waitSeconds = Math.max(0, Math.min(deps.config.pollSeconds, Math.floor((untilMs - Date.now()) / 1000)));
    const offset = await nextUpdateId(deps.db);
    const updates = await callBot<TelegramUpdate[]>(deps.config, 'getUpdates', { offset, timeout: waitSeconds, allowed_updates: ['message'] }, waitSeconds);
    for (const update of updates) {
      if (!Number.isInteger(update.update_id) || update.update_id < offset) continue;
      await handleUpdate(deps, update);
      await saveNextUpdateId(deps.db, update.update_id + 1, deps.now());
      handled += 1;
    }
    // A short call that found nothing, or the time is up: this run is done.
    if ((updates.length === 0 && waitSeconds === 0) || Date.now() >= untilMs) return handled;
  }
}
