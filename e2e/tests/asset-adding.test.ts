import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startFakeProviders, type FakeProviders } from '../../api/test/support/fake-providers';
import { seedSeries } from '../../api/test/support/fake-sources';
import { apiLogin, buyPro, createVerifiedAccount } from '../support/accounts';
import { launchBrowser, openPage } from '../support/browser';
import { adminToken, startSite, type Site } from '../support/site';

// Adding an asset in Chromium against the production build. One loopback server plays the symbol directory's
// sources (Binance's exchangeInfo, Coinbase Exchange's currencies, NASDAQ Trader's files, from the API tests'
// fixtures in their published formats) and GDELT (no article), and hands every price request to the fake providers,
// which serve Chainlink's candles. The admin refreshes the directory on the Assets page; a Pro member adds LINK from
// the dashboard, watches it backfill, opens its analysis and finds it in the screener; a Free member is refused.
const DAYS = 200;
const FIXTURES = path.resolve(__dirname, '..', '..', 'api', 'test', 'fixtures', 'directory');
const DIRECTORY_FILES: Record<string, [string, string]> = {
  '/api/v3/exchangeInfo': ['exchangeInfo.json', 'application/json'],
  '/currencies': ['currencies.json', 'application/json'],
  '/SymDir/nasdaqlisted.txt': ['nasdaqlisted.txt', 'text/plain'],
  '/SymDir/otherlisted.txt': ['otherlisted.txt', 'text/plain'],
};

let fake: FakeProviders;
let front: http.Server;
let site: Site;
let browser: Browser;

function startFront(): Promise<string> {
  front = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://front');
    const file = DIRECTORY_FILES[url.pathname];
    if (file) return void res.writeHead(200, { 'content-type': file[1] }).end(readFileSync(path.join(FIXTURES, file[0])));
    if (url.pathname.startsWith('/api/v2/doc')) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"articles":[]}');
    const target = url.pathname.startsWith('/api/v3/') ? fake.urls.binance : fake.urls.coinbase;
    fetch(`${target}${req.url}`)
      .then(async (answer) => res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(Buffer.from(await answer.arrayBuffer())))
      .catch(() => res.writeHead(502).end());
  });
  return new Promise((resolve) => front.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(front.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  fake = await startFakeProviders({ days: DAYS });
  for (const [symbol, days] of seedSeries({ LINK: 15 }, DAYS)) for (const candle of days.values()) fake.addCandle(symbol, candle);
  const url = await startFront();
  site = await startSite({
    apiEnv: { ...fake.env, BINANCE_BASE_URL: url, COINBASE_BASE_URL: url, NASDAQ_TRADER_BASE_URL: `${url}/SymDir`, GDELT_BASE_URL: url, NEWS_RSS_FEEDS: 'off', INGEST_RETRIES: '0' },
  });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await fake?.close();
  await new Promise((resolve) => front?.close(resolve));
});

/** Types into the asset picker and presses the choice whose name matches. */
async function pick(page: Page, label: string, text: string, choice: RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(text);
  await page.getByRole('option', { name: choice }).click({ timeout: 15_000 });
}

async function member(pro: boolean) {
  const account = await createVerifiedAccount(site);
  const token = await apiLogin(site, account.email, account.password);
  if (pro) await buyPro(site, token);
  return openPage(browser, { token });
}

describe('adding an asset', () => {
  it('lets the admin refresh the directory and list every asset on the Assets page', async () => {
    const { page, errors } = await openPage(browser, { token: await adminToken(site) });
    await page.goto(site.url('/admin/assets'));
    await page.getByRole('button', { name: 'Refresh the directory' }).click();
    await page.getByText('Directory refreshed.').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('status').filter({ hasText: 'Directory refreshed.' }).innerText()).toMatch(/\d+ coins; \d+ stocks and ETFs/);
    const btc = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'BTC', exact: true }) });
    expect(await btc.innerText()).toMatch(/Bitcoin[\s\S]*Coin[\s\S]*Binance[\s\S]*Active/);
    expect(errors).toEqual([]);
  }, 60_000);

  it('lets a Pro member add a coin from the dashboard, watch it backfill, open its analysis and find it in the screener', async () => {
    const { page, errors } = await member(true);
    await page.goto(site.url('/dashboard'));
    await pick(page, 'Find or add an asset', 'chain', /Add LINK/);
    await page.getByRole('progressbar', { name: 'Adding LINK' }).waitFor({ timeout: 15_000 });
    // The backfill ends with the asset opened: its chip pressed and its analysis shown.
    await page.getByRole('button', { name: 'LINK', exact: true, pressed: true }).waitFor({ timeout: 90_000 });
    expect(page.url()).toContain('asset=link');
    await page.getByTestId('mood-value').waitFor({ timeout: 30_000 });
    await page.goto(site.url('/markets'));
    await page.getByRole('row').filter({ hasText: 'Chainlink' }).first().waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
  }, 180_000);

  it("tells a Free member which plan allows adding, and adds nothing", async () => {
    const { page } = await member(false);
    await page.goto(site.url('/dashboard'));
    await pick(page, 'Find or add an asset', 'micro', /Add MSTR/);
    expect(await page.getByRole('alert').filter({ hasText: 'Pro plan' }).innerText({ timeout: 15_000 })).toBe('Adding stocks needs the Pro plan.');
    expect(await page.getByRole('progressbar').count()).toBe(0);
  }, 60_000);
});
