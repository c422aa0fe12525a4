import type { Page } from 'playwright-core';
import { startFakeProviders } from '../../api/test/support/fake-providers';
import { apiLogin, createAccount } from '../support/accounts';
import { openPage } from '../support/browser';
import { adminToken } from '../support/site';
import { withMarket } from '../support/with-site';

// The hourly chart in Chromium against the production build: fake price providers on loopback serve hours up to a
// moment the test moves; after an hourly run (POST /v1/admin/jobs/hourly/run) stores the hour that has just closed
// there, the dashboard's 1H chart draws it without a reload, and its legend reads that hour.
const HOUR = 3_600_000;
let behind = 2 * HOUR;
// The fake market runs two hours behind this machine's clock until the test catches it up.
const env = withMarket(() => startFakeProviders({ days: 30, now: () => Date.now() - behind }));

async function runHourly(token: string) {
  const res = await fetch(`${env.site.apiUrl}/v1/admin/jobs/hourly/run`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
}

/** The opening instant (seconds) of the last candle the 1H chart draws, once it has drawn. */
async function lastDrawn(page: Page): Promise<number> {
  const canvas = page.getByTestId('intraday-chart');
  await canvas.locator('canvas').first().waitFor();
  return Number(await canvas.getAttribute('data-last-time'));
}

const hourLabel = (seconds: number) =>
  `${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(new Date(seconds * 1000))} UTC`;

describe('the hourly chart', () => {
  it('draws a new closed hour after an hourly run, without a reload', async () => {
    const email = 'katherine.johnson@example.com';
    const password = 'orbit-trajectory-1962';
    await createAccount(env.site, 'Katherine Johnson', email, password);
    const admin = await adminToken(env.site);
    await runHourly(admin);
    const member = await openPage(env.browser, { token: await apiLogin(env.site, email, password) });
    try {
      const { page } = member;
      await page.goto(env.site.url('/dashboard?asset=btc&range=24h&interval=1h'));
      expect(await page.getByRole('button', { name: '1H (hourly candles)' }).getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByRole('button', { name: '24H (24 hours)' }).getAttribute('aria-pressed')).toBe('true');
      const before = await lastDrawn(page);
      expect(before * 1000).toBeLessThanOrEqual(Math.floor((Date.now() - behind) / HOUR) * HOUR);
      const legend = page.getByTestId('intraday-legend');
      expect(await legend.innerText()).toContain(hourLabel(before));

      // The fake market catches up: the hours up to this machine's clock close there, and a run stores them.
      behind = 0;
      const closedAtRun = Math.floor(Date.now() / HOUR) * HOUR - HOUR;
      await runHourly(admin);
      // The chart asks again every minute: the new hour appears in the page already open.
      await page.waitForFunction((old) => Number(document.querySelector('[data-testid="intraday-chart"]')?.getAttribute('data-last-time')) > old, before, { timeout: 100_000 });
      const after = await lastDrawn(page);
      expect(after).toBeGreaterThan(before);
      expect(after * 1000).toBeGreaterThanOrEqual(closedAtRun);
      expect(await legend.innerText()).toContain(hourLabel(after));
      // The headline panes sit under the candles: the price pane and two more.
      expect(await page.getByRole('figure', { name: /Bitcoin hourly price chart, last 24 hours/ }).count()).toBe(1);
    } finally {
      await member.context.close();
    }
  }, 200_000);
});
