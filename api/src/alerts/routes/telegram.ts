// Telegram over HTTP: the member's "Connect Telegram" link and disconnecting, and the webhook Telegram posts updates
// to when TELEGRAM_WEBHOOK_SECRET is set (checked against X-Telegram-Bot-Api-Secret-Token; otherwise the route is
// not there and the bot reads updates by long polling).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CHANNEL_MESSAGES } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { HttpError, ok } from '../../platform/http/envelope';
import { answer, Type, typed } from '../../platform/http/schemas';
import { channelList, usableChannel } from '../service/channels';
import { disconnectTelegram, handleUpdate, telegramLink, type TelegramUpdate } from '../telegram/link';
import { channelListAnswer } from './channel-schemas';
import { noBody } from './schemas';

const member = { config: { access: 'member' as const } };
const linkAnswer = Type.Object({ url: Type.String(), expiresAt: Type.String() });
/** An update as Telegram sends it: only the id is required; the rest is read by the handler with care. */
const updateBody = Type.Object({ update_id: Type.Integer({ minimum: 0 }) }, { additionalProperties: true });

const sameSecret = (sent: string | string[] | undefined, secret: string) => {
  const given = Buffer.from(typeof sent === 'string' ? sent : '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

export function registerTelegramRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.post('/alerts/channels/telegram/link', { ...member, schema: { body: noBody, response: { 200: answer(linkAnswer) } } }, async (request, reply) => {
    const user = memberOf(request).user;
    await usableChannel(ctx, user, 'telegram');
    return ok(reply, CHANNEL_MESSAGES.telegramLink, await telegramLink(ctx, ctx.config.telegram!, user));
  });

  api.delete('/alerts/channels/telegram', { ...member, schema: { response: { 200: answer(channelListAnswer) } } }, async (request, reply) => {
    const user = memberOf(request).user;
    await disconnectTelegram(ctx, user);
    return ok(reply, CHANNEL_MESSAGES.telegramDisconnected, await channelList(ctx, user));
  });

  api.post('/telegram/webhook', { config: { access: 'public' }, schema: { body: updateBody, response: { 200: answer(Type.Object({ received: Type.Boolean() })) } } }, async (request, reply) => {
    const config = ctx.config.telegram;
    if (!config?.webhookSecret) throw new HttpError(404, 'Not found');
    if (!sameSecret(request.headers['x-telegram-bot-api-secret-token'], config.webhookSecret)) throw new HttpError(401, 'Not signed by Telegram');
    await handleUpdate({ db: ctx.db.k, config, now: ctx.now, log: (line) => request.log.info(line) }, request.body as TelegramUpdate);
    return ok(reply, 'ok', { received: true });
  });
}
