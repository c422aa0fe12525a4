// The Telegram Bot API over HTTPS: `{base}/bot{token}/{method}` with a JSON body, answered `{ ok, result }` or
// `{ ok: false, error_code, description, parameters: { retry_after } }`. The token is part of the URL, so no URL
// and no error of the connection (which may quote it) ever leaves this file: errors carry the method and status.
import { createHash } from 'node:crypto';
import { telegramSwitchedOff, type TelegramConfig } from './config';

/** A Bot API call that failed: `status` 0 when nothing answered; `retryAfterSeconds` when Telegram asked to wait. */
export class TelegramError extends Error {
  constructor(
    readonly method: string,
    readonly status: number,
    readonly retryAfterSeconds: number | null,
    description: string,
  ) {
    super(`Telegram ${method}: ${status === 0 ? 'no answer' : `answered ${status}`}${description ? ` (${description.slice(0, 120)})` : ''}`);
  }
}

const DEADLINE_MS = 10_000;

type Answer<T> = { ok: boolean; result?: T; error_code?: number; description?: string; parameters?: { retry_after?: number } };

export async function callBot<T>(config: TelegramConfig, method: string, params: Record<string, unknown>, waitSeconds = 0): Promise<T> {
  if (telegramSwitchedOff(config)) throw new TelegramError(method, 0, null, 'offline (SENTISCOPE_OFFLINE): the Bot API is not on this machine');
  let response: Response;
  try {
    response = await fetch(`${config.apiBase}/bot${config.token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'SentiScope-Alerts/1' },
      body: JSON.stringify(params),
      redirect: 'error',
      signal: AbortSignal.timeout(DEADLINE_MS + waitSeconds * 1000),
    });
  } catch {
    throw new TelegramError(method, 0, null, '');
  }
  let answer: Answer<T> | null = null;
  try {
    answer = (await response.json()) as Answer<T>;
  } catch {
    answer = null;
  }
  if (response.ok && answer?.ok === true && answer.result !== undefined) return answer.result;
  const retryAfter = Number(answer?.parameters?.retry_after);
  throw new TelegramError(method, response.status, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null, typeof answer?.description === 'string' ? answer.description : '');
}

const usernames = new Map<string, string>();
const cacheKey = (config: TelegramConfig) => `${config.apiBase}|${createHash('sha256').update(config.token).digest('hex')}`;

/** The bot's username, from getMe once per bot and process. */
export async function botUsername(config: TelegramConfig): Promise<string> {
  const key = cacheKey(config);
  const known = usernames.get(key);
  if (known) return known;
  const me = await callBot<{ username?: string }>(config, 'getMe', {});
  if (typeof me.username !== 'string' || !/^[A-Za-z0-9_]{3,64}$/.test(me.username)) throw new TelegramError('getMe', 200, null, 'no username');
  usernames.set(key, me.username);
  return me.username;
}
