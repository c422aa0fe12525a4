import type { Browser } from 'playwright-core';
import { CHANNEL_MESSAGES, formatAlertPrice } from '@sentiscope/shared/contract';
import { startFakeSources, type FakeSources } from '../../api/test/support/fake-sources';
import { startFakeTelegram, type FakeTelegram } from '../../api/test/support/fake-telegram';
import { createPriceAlert, dayBefore, eventually, lastBtcClose, runIngestion } from '../support/alerts';
import { createVerifiedAccount } from '../support/accounts';
import { launchBrowser, openPage } from '../support/browser';
import { logIn } from '../support/log-in';
import { startSite, type Site } from '../support/site';

// Telegram on the production build, against a fake Bot API on loopback: Connect Telegram in the profile gives the
// bot's link, Start in the chat binds it (read by the API's long-polling job), an alert chooses Telegram, a new
// candle fires it, the message reaches the chat and the channel's delivery log shows it sent.
let fake: FakeSources;
let bot: FakeTelegram;
let site: Site;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeSources({ days: 120, now: () => Date.now() - 2 * 86_400_000 });
  bot = await startFakeTelegram();
  site = await startSite({ apiEnv: { ...fake.env, TELEGRAM_BOT_TOKEN: bot.token, TELEGRAM_API_BASE: bot.base, TELEGRAM_POLL_SECONDS: '1' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await bot?.close();
  await fake?.close();
});

describe('a Telegram delivery', () => {
  it('connects the chat from the profile, fires on the chosen alert and shows in the delivery log', async () => {
    const member = await createVerifiedAccount(site);
    const { page, context, errors } = await openPage(browser);
    try {
      await logIn(site, page, member.email, member.password);
      await page.waitForURL(/\/dashboard/);
      await page.goto(site.url('/user-profile'));
      const telegram = page.getByRole('region', { name: 'Alerts and digest' }).getByRole('listitem', { name: 'Telegram' });
      await telegram.getByText('Not connected').waitFor();
      await telegram.getByRole('button', { name: 'Connect Telegram' }).click();
      const href = (await telegram.getByRole('link', { name: "Open SentiScope's bot in Telegram" }).getAttribute('href')) ?? '';
      expect(href).toMatch(/^https:\/\/t\.me\/SentiScopeTestBot\?start=[A-Za-z0-9_-]{32}$/);
      // The member presses Start in the chat the link opened.
      bot.say(4242, `/start ${new URL(href).searchParams.get('start')}`);
      await telegram.getByText('Telegram: @ada').waitFor({ timeout: 20_000 });
      expect(bot.sent.find((m) => m.chat_id === '4242')?.text).toBe(CHANNEL_MESSAGES.botConnected('@ada'));

      const last = await lastBtcClose(site);
      const level = Math.round(last.close * 1.05);
      await createPriceAlert(site, page, level, ['Telegram']);
      fake.addCandle('BTCUSDT', { date: dayBefore(2), close: Math.round(last.close * 1.1) });
      await runIngestion(site);
      const rule = `Bitcoin price rises above ${formatAlertPrice(level)}`;
      const message = await eventually(() => bot.sent.find((m) => m.chat_id === '4242' && m.text.startsWith(rule)));
      expect(message.text).toContain(dayBefore(2));

      await page.goto(site.url('/user-profile'));
      await telegram.getByRole('button', { name: 'Deliveries' }).click();
      const log = telegram.getByRole('region', { name: 'Deliveries' });
      await log.getByText(`${rule} · ${dayBefore(2)}`).waitFor();
      await log.getByText('Sent', { exact: true }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
