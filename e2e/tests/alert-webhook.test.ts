import { createHmac } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { DELIVERY_MESSAGES, WEBHOOK_DELIVERY_HEADER, WEBHOOK_SIGNATURE_HEADER, formatAlertPrice, type WebhookPayload } from '@sentiscope/shared/contract';
import { startFakeSources, type FakeSources } from '../../api/test/support/fake-sources';
import { createPriceAlert, dayBefore, eventually, lastBtcClose, runIngestion, startReceiver } from '../support/alerts';
import { apiLogin, buyPro, createVerifiedAccount } from '../support/accounts';
import { launchBrowser, openPage } from '../support/browser';
import { logIn } from '../support/log-in';
import { startSite, type Site } from '../support/site';

// A Pro member's webhook on the production build: the address and its secret set in the profile, an alert
// delivered by webhook, a new candle from a fake market; the receiver gets the firing and its signature checks
// out with the secret the profile showed once.
let fake: FakeSources;
let site: Site;
let browser: Browser;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  fake = await startFakeSources({ days: 120, now: () => Date.now() - 2 * 86_400_000 });
  receiver = await startReceiver();
  // The receiver is on loopback, which the API refuses unless told this is a local test.
  site = await startSite({ apiEnv: { ...fake.env, WEBHOOK_ALLOW_PRIVATE: 'on' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await receiver?.close();
  await fake?.close();
});

describe('a webhook delivery', () => {
  it('is received with the firing and a signature made with the secret the profile showed', async () => {
    const member = await createVerifiedAccount(site);
    await buyPro(site, await apiLogin(site, member.email, member.password));
    const { page, context, errors } = await openPage(browser);
    try {
      await logIn(site, page, member.email, member.password);
      await page.waitForURL(/\/dashboard/);
      await page.goto(site.url('/user-profile'));
      const settings = page.getByRole('region', { name: 'Alerts and digest' });
      await settings.getByRole('textbox', { name: 'Address' }).fill(receiver.url);
      await settings.getByRole('button', { name: 'Save address' }).click();
      await settings.getByText(DELIVERY_MESSAGES.saved).waitFor();
      // The first address came with a secret, shown to no one: rotating it shows the new one, once.
      await settings.getByRole('button', { name: 'Rotate secret' }).click();
      await settings.getByRole('button', { name: 'Make a new secret' }).click();
      const secret = (await settings.getByLabel('New webhook secret').textContent())?.trim() ?? '';
      expect(secret).toMatch(/^whsec_/);
      await settings.getByText(`Signing secret: whsec_…${secret.slice(-4)}`).waitFor();

      const last = await lastBtcClose(site);
      const level = Math.round(last.close * 1.05);
      await createPriceAlert(site, page, level, ['In-app', 'Webhook']);
      const close = Math.round(last.close * 1.1);
      fake.addCandle('BTCUSDT', { date: dayBefore(2), close });
      await runIngestion(site);

      const hook = await eventually(() => receiver.received.find((h) => h.body.includes('"alert.fired"')));
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(hook.headers[WEBHOOK_SIGNATURE_HEADER])) ?? [];
      expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${hook.body}`).digest('hex'));
      expect(createHmac('sha256', 'whsec_not-the-secret').update(`${t}.${hook.body}`).digest('hex')).not.toBe(v1);
      const payload = JSON.parse(hook.body) as WebhookPayload;
      expect(hook.headers[WEBHOOK_DELIVERY_HEADER]).toBe(payload.id);
      expect(payload.firing).toMatchObject({ assetId: 'btc', kind: 'price-above', date: dayBefore(2), rule: `Bitcoin price rises above ${formatAlertPrice(level)}` });
      expect(payload.firing?.message).toContain(`closed at ${formatAlertPrice(close)}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
