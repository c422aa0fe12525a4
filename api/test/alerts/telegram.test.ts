// Telegram against a fake Bot API on loopback: the link with a one-time code (the bot's name from getMe, asked once),
// /start binding the chat through the long-polling job (its offset kept) or the webhook (its secret checked),
// /stop unbinding it, a firing sent with sendMessage through the queue, a 429 tried again after `retry_after`,
// the token never in an answer or a log line, and the Bot API off this machine switched off offline.
import { CHANNEL_MESSAGES } from '@sentiscope/shared/contract';
import { telegramJobs } from '../../src/jobs/alert-jobs';
import { telegramFrom, type TelegramConfig } from '../../src/alerts/telegram/config';
import { pollUpdates } from '../../src/alerts/telegram/updates-job';
import { startApi, waitFor } from '../helpers';
import { startFakeTelegram, type FakeTelegram } from '../support/fake-telegram';
import { alertsEngineOf, alertsWorld, memberOn, nextBtcDay, storedDays, type AlertsWorld, type Member } from './support';

let bot: FakeTelegram;
let world: AlertsWorld;
let telegram: TelegramConfig;
const logLines: string[] = [];
beforeAll(async () => {
  bot = await startFakeTelegram();
  telegram = telegramFrom({ TELEGRAM_BOT_TOKEN: bot.token, TELEGRAM_API_BASE: bot.base, TELEGRAM_POLL_SECONDS: '1' })!;
  world = await alertsWorld({ config: { telegram, deliveryRetryBaseMs: 1000 }, logLines });
}, 120_000);
afterAll(async () => {
  await world.close();
  await bot.close();
});

const call = (method: string, path: string, member: Member, body?: unknown) => world.api.request(method, path, { token: member.token, body });
const telegramOf = async (member: Member) => (await call('GET', '/v1/alerts/channels', member)).body.data.channels.find((c: { channel: string }) => c.channel === 'telegram');
/** One run of the scheduled long-polling job, as the jobs runtime starts it. */
const pollJob = () => telegramJobs(world.api.config, world.api.db, (line) => logLines.push(line))[0].run({ attempt: 1, slot: null });
const codeOf = (url: string) => new URL(url).searchParams.get('start')!;

async function connected(member: Member, chatId: number): Promise<void> {
  const link = await call('POST', '/v1/alerts/channels/telegram/link', member);
  expect(link.status).toBe(200);
  bot.say(chatId, `/start ${codeOf(link.body.data.url)}`);
  await pollUpdates({ db: world.api.db.k, config: telegram, now: world.api.clock.now }, Date.now());
}

test('Connect Telegram: a t.me link with a one-time code; /start binds the chat through the polling job, which keeps its offset', async () => {
  const member = await memberOn(world.api, 'Free');
  expect(await telegramOf(member)).toMatchObject({ inPlan: true, available: true, connected: false, target: null });
  const first = await call('POST', '/v1/alerts/channels/telegram/link', member);
  const link = await call('POST', '/v1/alerts/channels/telegram/link', member);
  expect(link.status).toBe(200);
  expect(link.body.data.url).toMatch(/^https:\/\/t\.me\/SentiScopeTestBot\?start=[A-Za-z0-9_-]{32}$/);
  expect(bot.calls.filter((c) => c.method === 'getMe')).toHaveLength(1);

  bot.say(4242, `/start ${codeOf(first.body.data.url)}`);
  bot.say(4242, `/start ${codeOf(link.body.data.url)}`);
  await pollJob();
  // The older link stopped working when the newer one was made; the newer one bound the chat.
  expect(bot.sent.slice(-2)).toEqual([
    { chat_id: '4242', text: CHANNEL_MESSAGES.botCodeInvalid },
    { chat_id: '4242', text: CHANNEL_MESSAGES.botConnected('@ada') },
  ]);
  expect(await telegramOf(member)).toMatchObject({ connected: true, target: 'Telegram: @ada' });
  // The offset is kept in the database: the next call asks only for updates after the last one handled.
  expect(bot.calls.filter((c) => c.method === 'getUpdates').at(-1)!.params.offset).toBe(bot.lastUpdateId() + 1);
  const state = await (world.api.db.k as any).selectFrom('telegram_bot_state').select('next_update_id').executeTakeFirst();
  expect(Number(state.next_update_id)).toBe(bot.lastUpdateId() + 1);

  // The code works once: the same /start again binds nothing for anyone.
  const other = await memberOn(world.api, 'Free');
  bot.say(777, `/start ${codeOf(link.body.data.url)}`);
  await pollJob();
  expect(bot.sent.at(-1)).toEqual({ chat_id: '777', text: CHANNEL_MESSAGES.botCodeInvalid });
  expect((await telegramOf(other)).connected).toBe(false);
  // Updates already handled are not read again by a later run.
  const handledBefore = bot.sent.length;
  await pollJob();
  expect(bot.sent).toHaveLength(handledBefore);
});

test('a firing goes out with sendMessage through the queue; a 429 waits for Telegram’s retry_after, then it is sent', async () => {
  const member = await memberOn(world.api, 'Premium');
  await connected(member, 5151);
  const last = (await storedDays(world.api, member.token, 'btc')).at(-1)!.close;
  const alert = await call('POST', '/v1/alerts', member, { assetId: 'btc', kind: 'price-above', level: Math.round(last * 1.05), channels: ['telegram'] });
  expect(alert.status).toBe(201);
  bot.failNextSends({ status: 429, retryAfter: 30 });
  const { date } = await nextBtcDay(world, member.token, Math.round(last * 1.1));
  const sendsBefore = bot.calls.filter((c) => c.method === 'sendMessage').length;
  await world.api.request('POST', '/v1/admin/jobs/ingest/run', { token: world.admin });
  await waitFor(() => (bot.calls.filter((c) => c.method === 'sendMessage').length > sendsBefore ? true : undefined), 10_000);
  let log = (await call('GET', '/v1/alerts/channels/telegram/deliveries', member)).body.data;
  for (let waited = 0; log.deliveries[0]?.problem !== CHANNEL_MESSAGES.telegramWait && waited < 5000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    log = (await call('GET', '/v1/alerts/channels/telegram/deliveries', member)).body.data;
  }
  expect(log.deliveries[0]).toMatchObject({ date, status: 'pending', attempts: 1, problem: CHANNEL_MESSAGES.telegramWait });
  expect(Date.parse(log.deliveries[0].nextAttemptAt) - world.api.clock.now()).toBeGreaterThanOrEqual(30_000);
  // The backoff alone (1 s) would have tried again by now; Telegram asked for 30.
  world.api.clock.advance(2_000);
  expect((await alertsEngineOf(world.api).deliver()).sent).toBe(0);
  world.api.clock.advance(29_000);
  expect(await alertsEngineOf(world.api).deliver()).toEqual({ sent: 1, failed: 0 });
  const message = bot.sent.at(-1)!;
  expect(message.chat_id).toBe('5151');
  expect(message.text).toContain(alert.body.data.rule);
  expect(message.text).toContain(date);
  expect(message.text).toContain(`/dashboard?asset=btc&range=custom`);
  expect((await call('GET', '/v1/alerts/channels/telegram/deliveries', member)).body.data.deliveries[0]).toMatchObject({ status: 'sent', attempts: 2, problem: null });
  // The test button sends to the same chat.
  expect((await call('POST', '/v1/alerts/channels/telegram/test', member)).body.data).toEqual({ delivered: true, status: 200, error: null });
  expect(bot.sent.at(-1)!.chat_id).toBe('5151');
});

test('/stop unbinds the chat: the channel shows disconnected and the next firing leaves Telegram out', async () => {
  const member = await memberOn(world.api, 'Free');
  await connected(member, 6161);
  const last = (await storedDays(world.api, member.token, 'btc')).at(-1)!.close;
  await call('POST', '/v1/alerts', member, { assetId: 'btc', kind: 'price-below', level: Math.round(last * 0.95), channels: ['email', 'telegram'] });
  bot.say(6161, '/stop');
  await pollJob();
  expect(bot.sent.at(-1)).toEqual({ chat_id: '6161', text: CHANNEL_MESSAGES.botStopped });
  expect(await telegramOf(member)).toMatchObject({ connected: false, target: null });
  await nextBtcDay(world, member.token, Math.round(last * 0.9));
  await world.api.request('POST', '/v1/admin/jobs/ingest/run', { token: world.admin });
  expect((await call('GET', '/v1/alerts/firings', member)).body.data.firings[0].channels).toEqual(['email']);
  expect((await call('POST', '/v1/alerts/channels/telegram/test', member)).status).toBe(400);
  // Disconnecting from the site works the same way.
  await connected(member, 6162);
  const off = await call('DELETE', '/v1/alerts/channels/telegram', member);
  expect(off.body.data.channels.find((c: { channel: string }) => c.channel === 'telegram').connected).toBe(false);
});

test('the token never appears in an answer or a log line', async () => {
  const everything = [...logLines, JSON.stringify(world.api.outbox())].join('\n');
  expect(everything).not.toContain(bot.token);
  expect(everything).not.toContain(bot.token.split(':')[1]);
  const member = await memberOn(world.api, 'Free');
  const answers = [await call('POST', '/v1/alerts/channels/telegram/link', member), await call('GET', '/v1/alerts/channels', member), await call('GET', '/v1/alerts/settings', member)];
  for (const answer of answers) expect(answer.text).not.toContain(bot.token.split(':')[1]);
});

describe('the webhook, with TELEGRAM_WEBHOOK_SECRET', () => {
  test('binds on /start only when Telegram’s secret token header matches', async () => {
    const secret = 'webhook-secret-for-tests-0123456789';
    const api = await startApi({ config: { telegram: { ...telegram, webhookSecret: secret } } });
    try {
      const member = await memberOn(api, 'Free');
      const link = await api.request('POST', '/v1/alerts/channels/telegram/link', { token: member.token });
      const update = { update_id: 9001, message: { message_id: 1, chat: { id: 8181, type: 'private', first_name: 'Grace' }, text: `/start ${codeOf(link.body.data.url)}` } };
      expect((await api.request('POST', '/v1/telegram/webhook', { body: update })).status).toBe(401);
      expect((await api.request('POST', '/v1/telegram/webhook', { body: update, headers: { 'x-telegram-bot-api-secret-token': 'webhook-secret-for-tests-0123456788' } })).status).toBe(401);
      const bound = await api.request('POST', '/v1/telegram/webhook', { body: update, headers: { 'x-telegram-bot-api-secret-token': secret } });
      expect(bound.status).toBe(200);
      const channel = (await api.request('GET', '/v1/alerts/channels', { token: member.token })).body.data.channels.find((c: { channel: string }) => c.channel === 'telegram');
      expect(channel).toMatchObject({ connected: true, target: 'Telegram: Grace' });
      expect((await api.request('POST', '/v1/telegram/webhook', { body: { nope: true }, headers: { 'x-telegram-bot-api-secret-token': secret } })).status).toBe(400);
      // No long polling while the webhook is set.
      expect(telegramJobs(api.config, api.db, () => undefined)).toEqual([]);
    } finally {
      await api.close();
    }
  });

  test('without a secret the webhook route is not there', async () => {
    expect((await world.api.request('POST', '/v1/telegram/webhook', { body: { update_id: 1 } })).status).toBe(404);
  });
});

test('without a bot token Telegram is not offered; offline, a Bot API off this machine is switched off', async () => {
  const none = await startApi();
  const offHost = await startApi({ config: { telegram: telegramFrom({ TELEGRAM_BOT_TOKEN: bot.token })! } });
  try {
    for (const api of [none, offHost]) {
      const member = await memberOn(api, 'Free');
      const channel = (await api.request('GET', '/v1/alerts/channels', { token: member.token })).body.data.channels.find((c: { channel: string }) => c.channel === 'telegram');
      expect(channel).toMatchObject({ available: false, connected: false });
      const link = await api.request('POST', '/v1/alerts/channels/telegram/link', { token: member.token });
      expect(link.status).toBe(503);
      expect(link.body.message).toBe(CHANNEL_MESSAGES.unavailable('telegram'));
      expect((await api.request('POST', '/v1/alerts', { token: member.token, body: { assetId: 'btc', kind: 'mood-band', channels: ['telegram'] } })).body.message).toBe(CHANNEL_MESSAGES.unavailable('telegram'));
    }
    expect(telegramJobs(offHost.config, offHost.db, () => undefined)).toEqual([]);
  } finally {
    await none.close();
    await offHost.close();
  }
});
