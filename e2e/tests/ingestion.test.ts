import type { Page } from 'playwright-core';
import { MS_PER_DAY } from '@sentiscope/shared/contract';
import { startFakeSources } from '../../api/test/support/fake-sources';
import { apiLogin, createAccount } from '../support/accounts';
import { openPage } from '../support/browser';
import { adminToken } from '../support/site';
import { withMarket } from '../support/with-site';

// The ingestion journey in Chromium against the production build: a fake market on loopback serves a new candle
// and a new headline; one "Run now" on the admin Data page stores them, scored, the dashboard shows them, and they
// are still there after the API restarts with every source down.
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const YESTERDAY = isoDay(Date.now() - MS_PER_DAY);
const SHOWN_DAY = new Date(`${YESTERDAY}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const CLOSE = 98765.43;
const TITLE = 'Bitcoin rallies to a record high as ETF inflows surge';

const OTHER_PAIRS = ['ETHUSDT', 'SOLUSDT', 'BNBUSDT', 'XRPUSDT', 'ADAUSDT', 'DOGEUSDT'];

/** The newest close the fake market serves for a pair, read as the API reads it (Binance klines). */
async function lastFakeClose(pair: string): Promise<number> {
  const rows = (await fetch(`${env.fake.url}/api/v3/klines?symbol=${pair}&interval=1d&limit=1000`).then((r) => r.json())) as unknown[][];
  return Number(rows.at(-1)?.[4]);
}
// The fake market's days end the day before yesterday; the test adds yesterday's candle itself.
const env = withMarket(() => startFakeSources({ days: 120, now: () => Date.now() - MS_PER_DAY }));

/** What the member's dashboard shows for BTC: the freshness badge, the mood history's last day, and its headlines. */
async function readDashboard(page: Page) {
  await page.goto(env.site.url('/dashboard?asset=btc&range=7d'));
  const freshness = await page.getByTestId('freshness').innerText();
  const history = page.getByRole('region', { name: 'Mood history' });
  await page.getByRole('slider', { name: /Day on the chart/ }).scrollIntoViewIfNeeded();
  await history.scrollIntoViewIfNeeded();
  const lastDay = await history.getByTestId('mood-day').innerText();
  await history.getByText(/Show the mood history as a table/).click();
  const newestRow = await history.getByRole('row').nth(1).innerText();

  const slider = page.getByRole('slider', { name: /Day on the chart/ });
  await slider.focus();
  await page.keyboard.press('End');
  const sliderDay = await slider.getAttribute('aria-valuetext');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Headlines of ${SHOWN_DAY}` });
  const headline = await dialog.getByRole('listitem').filter({ hasText: TITLE }).innerText();
  await page.keyboard.press('Escape');
  return { freshness, lastDay, newestRow, sliderDay, headline };
}

describe('ingestion, from a fake market to the dashboard', () => {
  it('shows a new candle and a new headline, scored, after one Run now, keeps them after an API restart, and keeps serving them while every source fails', async () => {
    const email = 'mary.jackson@example.com';
    const password = 'wind-tunnel-1958';
    await createAccount(env.site, 'Mary Jackson', email, password);
    const admin = await openPage(env.browser, { token: await adminToken(env.site) });
    const member = await openPage(env.browser, { token: await apiLogin(env.site, email, password) });
    try {
      // Before the run the stored prices end the day before yesterday.
      const before = await fetch(`${env.site.apiUrl}/v1/market/preview`).then((r) => r.json() as Promise<{ data: { closes: { date: string }[] } }>);
      expect(before.data.closes.at(-1)?.date).not.toBe(YESTERDAY);

      env.fake.addCandle('BTCUSDT', { date: YESTERDAY, close: CLOSE });
      // Every other pair closes yesterday too, near its last close: a crypto day always closes, so a source that
      // answers no candle for it is failing (docs/ingestion.md), and the crypto chain would rightly say so.
      for (const pair of OTHER_PAIRS) env.fake.addCandle(pair, { date: YESTERDAY, close: await lastFakeClose(pair) });
      env.fake.addHeadline({ title: TITLE, link: 'http://fake.example/bitcoin-record', publishedAt: `${YESTERDAY}T12:00:00Z` });

      await admin.page.goto(env.site.url('/admin/data'));
      await admin.page.getByRole('table', { name: 'Sources' }).waitFor();
      await admin.page.getByRole('button', { name: 'Run now' }).click();
      const counts = admin.page.getByRole('table', { name: 'Counts per source' });
      await counts.waitFor({ timeout: 60_000 });
      const binance = (await counts.getByRole('row').filter({ hasText: 'Crypto prices' }).first().innerText()).split('\t');
      expect(Number(binance[2])).toBeGreaterThanOrEqual(1);
      const feeds = await counts.getByRole('row').filter({ hasText: 'Headlines' }).allInnerTexts();
      expect(feeds.map((row) => Number(row.split('\t')[2])).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
      // Data-health after the page refreshes its sources: the crypto source is fine and its newest day is yesterday.
      const sources = admin.page.getByRole('table', { name: 'Sources' });
      const cryptoSource = sources.getByRole('row').filter({ hasText: 'Crypto prices' }).filter({ hasText: /^binance@/ });
      await expect(cryptoSource.innerText()).resolves.toMatch(new RegExp(`\\bok\\b[\\s\\S]*${YESTERDAY}`));
      // The crypto chain in order: the fake market first and answering; the public providers after it switched off,
      // as the browser tests' API runs with SENTISCOPE_OFFLINE=1 (the page says so).
      await expect(admin.page.getByText(/SENTISCOPE_OFFLINE=1 is set on the server/).isVisible()).resolves.toBe(true);
      const crypto = admin.page.getByRole('list', { name: 'Crypto prices, in the order tried' }).getByRole('listitem');
      await expect(crypto.allInnerTexts()).resolves.toEqual([
        expect.stringMatching(/^binance@127\.0\.0\.1:\d+[\s\S]*\bok\b[\s\S]*Last success/),
        expect.stringMatching(/^coinbase\s+api\.exchange\.coinbase\.com\s+offline\s+Switched off/),
        expect.stringMatching(/^kraken\s+api\.kraken\.com\s+offline\s+Switched off/),
      ]);
      const served = admin.page.getByRole('table', { name: 'Who served each asset' }).getByRole('row').filter({ hasText: 'BTC' });
      await expect(served.innerText()).resolves.toMatch(new RegExp(`^BTC\\s+${YESTERDAY}\\s+binance@127\\.0\\.0\\.1:\\d+`));
      expect(admin.errors).toEqual([]);

      const shown = await readDashboard(member.page);
      expect(shown.freshness).toBe('LIVE');
      expect(shown.lastDay).toContain(SHOWN_DAY);
      expect(shown.lastDay).toMatch(/Mood\s+\d+\s+(extreme fear|fear|neutral|greed|extreme greed)/i);
      expect(shown.lastDay).toMatch(/1 headline \(mean [+-]\d\.\d\d\)/);
      expect(shown.newestRow).toContain(SHOWN_DAY);
      expect(shown.newestRow).toContain('98,765.43');
      expect(shown.sliderDay).toMatch(new RegExp(`^${YESTERDAY}, \\d+ headlines?$`));
      expect(shown.headline).toMatch(/score [+-]?\d\.\d\d/);

      // Every source down and the API restarted: what was stored is still served.
      env.fake.fault('/', { status: 500 });
      await env.site.restartApi();
      const again = await readDashboard(member.page);
      expect(again.lastDay).toContain(SHOWN_DAY);
      expect(again.newestRow).toContain('98,765.43');
      expect(again.headline).toBe(shown.headline);
      expect(member.errors).toEqual([]);

      // A run with every source down: each source asked is counted with the server's message (the feeds are read on
      // every run; every pair already has its closed days, so the crypto chain has nothing due to ask), data-health
      // shows the feed failing first in the headlines chain, and the dashboard keeps serving what was stored.
      await admin.page.goto(env.site.url('/admin/data'));
      await admin.page.getByRole('button', { name: 'Run now' }).click();
      const failedCounts = admin.page.getByRole('table', { name: 'Counts per source' });
      await failedCounts.waitFor({ timeout: 60_000 });
      const failedFeeds = await failedCounts.getByRole('row').filter({ hasText: 'Headlines' }).filter({ hasText: /feeds\/rss\.xml/ }).innerText();
      expect(failedFeeds).toMatch(/answered 500/);
      await expect(admin.page.getByText(/sources? with errors/).innerText()).resolves.toMatch(/[1-9]\d* sources? with errors/);
      // The health is read again after the run: wait for the feed's row to say so.
      const failingFeed = sources.getByRole('row').filter({ hasText: 'Headlines' }).filter({ hasText: /feeds\/rss\.xml/ }).filter({ hasText: 'failing' });
      await failingFeed.waitFor();
      await expect(failingFeed.innerText()).resolves.toMatch(/answered 500/);
      const failingFirst = admin.page.getByRole('list', { name: 'Headlines, in the order tried' }).getByRole('listitem').first();
      await expect(failingFirst.innerText()).resolves.toMatch(/127\.0\.0\.1:\d+[\s\S]*failing[\s\S]*500/);
      const during = await readDashboard(member.page);
      expect(during.newestRow).toContain('98,765.43');
      expect(during.headline).toBe(shown.headline);
      expect(admin.errors).toEqual([]);
      expect(member.errors).toEqual([]);
    } finally {
      await admin.context.close();
      await member.context.close();
    }
  });
});
