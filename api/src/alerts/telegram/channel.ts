// Telegram as an alert channel: offered while a bot token is set (and, offline, only a Bot API on this machine),
// connected once the member's chat is bound, each firing sent with sendMessage through the delivery queue. A 429
// is tried again no sooner than Telegram's `retry_after`.
import { CHANNEL_MESSAGES, type ChannelTestResult } from '@sentiscope/shared/contract';
import { readSettings } from '../data/watchlist';
import { spendAllowance } from '../service/allowance';
import type { ChannelKind } from '../channels/registry';
import { DeliveryFailed } from '../channels/registry';
import { callBot, TelegramError } from './bot-api';
import { telegramOn, type TelegramConfig } from './config';

const TEST_TEXT = 'SentiScope test delivery: your alerts will arrive in this chat, each with the numbers that crossed.';

function failureOf(error: unknown): DeliveryFailed {
  if (!(error instanceof TelegramError)) return new DeliveryFailed(error instanceof Error ? error.message : String(error), CHANNEL_MESSAGES.notDelivered);
  if (error.status === 429) return new DeliveryFailed(error.message, CHANNEL_MESSAGES.telegramWait, (error.retryAfterSeconds ?? 1) * 1000);
  if (error.status === 403 || error.status === 400) return new DeliveryFailed(error.message, CHANNEL_MESSAGES.telegramBlocked);
  if (error.status === 0) return new DeliveryFailed(error.message, CHANNEL_MESSAGES.telegramUnreachable);
  return new DeliveryFailed(error.message, CHANNEL_MESSAGES.answered(error.status));
}

async function sendText(config: TelegramConfig | null | undefined, chatId: string, text: string): Promise<void> {
  if (!telegramOn(config)) throw new DeliveryFailed('Telegram is not set up on this server', CHANNEL_MESSAGES.unavailable('telegram'));
  try {
    await callBot(config, 'sendMessage', { chat_id: chatId, text, link_preview_options: { is_disabled: true } });
  } catch (error) {
    throw failureOf(error);
  }
}

export const telegramChannel: ChannelKind = {
  channel: 'telegram',
  available: (config) => telegramOn(config.telegram),
  connection: async (_ctx, _user, settings) => ({ connected: Boolean(settings?.telegram_chat_id), target: settings?.telegram_chat_id ? `Telegram: ${settings.telegram_chat_name ?? 'your chat'}` : null }),
  connectedAmong: async (_db, members) => new Set(members.filter((m) => m.telegram_chat_id).map((m) => m.id)),
  async send({ deps, firing, to, dashboardUrl }) {
    if (!to.telegram_chat_id) throw new DeliveryFailed('no Telegram chat is bound', CHANNEL_MESSAGES.notConnected('telegram'));
    await sendText(deps.telegram, to.telegram_chat_id, `${firing.rule}\n\n${firing.message}\n\nThe dashboard at that day: ${dashboardUrl}`);
  },
  async test(ctx, user): Promise<ChannelTestResult> {
    await spendAllowance(ctx, 'channel-test', user.id, ctx.config.rateLimits.webhookTestsPerUser, CHANNEL_MESSAGES.testsTooMany);
    const chatId = (await readSettings(ctx.db.k, user.id))?.telegram_chat_id;
    try {
      await sendText(ctx.config.telegram, chatId ?? '', TEST_TEXT);
      return { delivered: true, status: 200, error: null };
    } catch (error) {
      return { delivered: false, status: null, error: error instanceof DeliveryFailed ? error.shown : CHANNEL_MESSAGES.notDelivered };
    }
  },
};
