// Telegram's settings from the environment: the bot's token (TELEGRAM_BOT_TOKEN), the Bot API's base URL
// (TELEGRAM_API_BASE, for tests), the webhook's secret token (TELEGRAM_WEBHOOK_SECRET: updates then come to
// POST /v1/telegram/webhook instead of long polling) and how long one getUpdates call waits (TELEGRAM_POLL_SECONDS).
import { isLoopbackHost, isOffline } from '../../platform/outbound';

export type TelegramConfig = { token: string; apiBase: string; webhookSecret: string | null; pollSeconds: number };

export const TELEGRAM_DEFAULT_API_BASE = 'https://api.telegram.org';

const blankToNull = (value: string | undefined): string | null => (value === undefined || value.trim() === '' ? null : value.trim());

export function telegramFrom(env: NodeJS.ProcessEnv): TelegramConfig | null {
  const token = blankToNull(env.TELEGRAM_BOT_TOKEN);
  if (token === null) return null;
  // The token is checked for its shape only: never echoed in the error.
  if (!/^[0-9]{1,20}:[A-Za-z0-9_-]{20,100}$/.test(token)) throw new Error('TELEGRAM_BOT_TOKEN is not a bot token as BotFather gives it (digits, a colon, then letters, digits, _ and -)');
  const apiBase = (blankToNull(env.TELEGRAM_API_BASE) ?? TELEGRAM_DEFAULT_API_BASE).replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(apiBase);
  } catch {
    throw new Error('TELEGRAM_API_BASE must be an http(s) URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('TELEGRAM_API_BASE must be an http(s) URL');
  const webhookSecret = blankToNull(env.TELEGRAM_WEBHOOK_SECRET);
  // Telegram accepts 1-256 characters of A-Z, a-z, 0-9, _ and - as a webhook's secret token.
  if (webhookSecret !== null && !/^[A-Za-z0-9_-]{16,256}$/.test(webhookSecret)) throw new Error('TELEGRAM_WEBHOOK_SECRET must be 16-256 characters of A-Z, a-z, 0-9, _ and -');
  const poll = blankToNull(env.TELEGRAM_POLL_SECONDS);
  const pollSeconds = poll === null ? 25 : Number(poll);
  if (!Number.isInteger(pollSeconds) || pollSeconds < 1 || pollSeconds > 50) throw new Error('TELEGRAM_POLL_SECONDS must be a whole number from 1 to 50');
  return { token, apiBase, webhookSecret, pollSeconds };
}

/** SENTISCOPE_OFFLINE switches the Bot API off unless its base URL is on this machine (as every source's host). */
export const telegramSwitchedOff = (config: TelegramConfig): boolean => isOffline() && !isLoopbackHost(new URL(config.apiBase).hostname);

/** Telegram is offered here: a bot token is set and the Bot API may be reached. */
export const telegramOn = (config: TelegramConfig | null | undefined): config is TelegramConfig => Boolean(config) && !telegramSwitchedOff(config as TelegramConfig);
