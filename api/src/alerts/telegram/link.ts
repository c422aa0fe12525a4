// Connecting Telegram: a one-time code in the bot's start link (t.me/{bot}?start={code}); the bot binds the chat
// that sends `/start {code}` to the member who asked for it, and `/stop` unbinds it. Updates arrive by long polling
// (./updates-job.ts) or at the webhook route, both handled here.
import { createHash, randomBytes } from 'node:crypto';
import { CHANNEL_MESSAGES, type TelegramLink } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../platform/db';
import type { UsersTable } from '../../platform/db/schema';
import { Refusal } from '../../platform/refusal';
import { saveLinkCode, takeLinkCode, unbindChat } from '../data/telegram';
import { writeSettings } from '../data/watchlist';
import { botUsername, callBot } from './bot-api';
import type { TelegramConfig } from './config';

/** How long a start link works. */
export const LINK_LIFETIME_MS = 15 * 60_000;

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

export async function telegramLink(ctx: AppContext, config: TelegramConfig, user: UsersTable): Promise<TelegramLink> {
  let bot: string;
  try {
    bot = await botUsername(config);
  } catch {
    throw new Refusal('upstream-failed', CHANNEL_MESSAGES.telegramUnreachable);
  }
  // 192 random bits in base64url: 32 characters of those Telegram allows in a start parameter.
  const code = randomBytes(24).toString('base64url');
  const at = ctx.now();
  await saveLinkCode(ctx.db.k, { hash: hashOf(code), userId: user.id, at, expiresAt: at + LINK_LIFETIME_MS });
  return { url: `https://t.me/${bot}?start=${code}`, expiresAt: new Date(at + LINK_LIFETIME_MS).toISOString() };
}

export async function disconnectTelegram(ctx: AppContext, user: UsersTable): Promise<void> {
  await writeSettings(ctx.db.k, user.id, { telegram_chat_id: null, telegram_chat_name: null }, ctx.now());
}

/** What the bot reads of an update: a private message's text, its chat and who sent it. */
export type TelegramUpdate = {
  update_id: number;
  message?: { text?: string; chat?: { id?: number | string; type?: string; username?: string; first_name?: string; title?: string } };
};

const chatName = (chat: NonNullable<NonNullable<TelegramUpdate['message']>['chat']>) =>
  (chat.username ? `@${chat.username}` : (chat.first_name ?? chat.title ?? 'your chat')).slice(0, 64);

export type UpdateDeps = { db: Executor; config: TelegramConfig; now: () => number; log?: (line: string) => void };

/** Handles one update: `/start {code}` binds the chat, `/stop` unbinds it; anything else gets the help line. */
export async function handleUpdate(deps: UpdateDeps, update: TelegramUpdate): Promise<void> {
  const chat = update.message?.chat;
  const text = update.message?.text?.trim();
  if (!chat || chat.id === undefined || !text || chat.type !== 'private') return;
  const chatId = String(chat.id);
  // `/start@BotName code` in a client that names the bot.
  const [command, argument] = text.split(/\s+/, 2);
  const name = command.split('@')[0].toLowerCase();
  let reply: string;
  if (name === '/start' && argument) {
    const userId = /^[A-Za-z0-9_-]{1,64}$/.test(argument) ? await takeLinkCode(deps.db, hashOf(argument), deps.now()) : null;
    if (userId) {
      await writeSettings(deps.db, userId, { telegram_chat_id: chatId, telegram_chat_name: chatName(chat) }, deps.now());
      reply = CHANNEL_MESSAGES.botConnected(chatName(chat));
    } else reply = CHANNEL_MESSAGES.botCodeInvalid;
  } else if (name === '/stop') {
    await unbindChat(deps.db, chatId, deps.now());
    reply = CHANNEL_MESSAGES.botStopped;
  } else reply = CHANNEL_MESSAGES.botHelp;
  // The answer in the chat is a courtesy: the binding stands whether or not it arrives.
  await callBot(deps.config, 'sendMessage', { chat_id: chatId, text: reply }).catch((error: unknown) => deps.log?.(`[telegram] reply not sent: ${error instanceof Error ? error.message : String(error)}`));
}
