import type { Browser } from 'playwright-core';
import { startFakeProviders, type FakeProviders } from '../../api/test/support/fake-providers';
import { createVerifiedAccount } from '../support/accounts';
import { launchBrowser, openPage } from '../support/browser';
import { logIn } from '../support/log-in';
import { adminToken, startSite, type Site } from '../support/site';

// The live price on the production build: the fake market's ticker (Binance's format, on loopback) moves Bitcoin's
// price, the next tick run stores it, and the dashboard's price header shows it without a reload, the dot saying
// "Live price".
let fake: FakeProviders;
let site: Site;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeProviders({ days: 60 });
  // The scheduled tick job waits an hour: the test runs each tick itself.
  site = await startSite({ apiEnv: { ...fake.env, TICK_INTERVAL_SECONDS: '3600' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await fake?.close();
});

async function tickNow(): Promise<void> {
  const answer = await fetch(`${site.apiUrl}/v1/admin/jobs/ticks/run`, { method: 'POST', headers: { authorization: `Bearer ${await adminToken(site)}` } });
  if (answer.status !== 200) throw new Error(`tick run answered ${answer.status}`);
}

describe('the live price', () => {
  it('changes on the dashboard without a reload when the market moves', async () => {
    const member = await createVerifiedAccount(site);
    fake.quote('BTC', 90_000);
    await tickNow();
    const { page, context, errors } = await openPage(browser);
    try {
      await logIn(site, page, member.email, member.password);
      await page.waitForURL(/\/dashboard/);
      const header = page.getByTestId('live-price');
      await header.getByText('90,000.00').waitFor({ timeout: 20_000 });
      await header.getByRole('img', { name: 'Live price' }).waitFor();
      const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);

      fake.quote('BTC', 91_234.5);
      await tickNow();
      await header.getByText('91,234.50').waitFor({ timeout: 10_000 });
      await header.getByRole('img', { name: 'Live price' }).waitFor();
      // The same page, never reloaded.
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
