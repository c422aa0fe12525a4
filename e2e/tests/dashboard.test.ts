import type { Page } from 'playwright-core';
import { apiLogin, buyPro, createAccount, createVerifiedAccount } from '../support/accounts';
import { openPage } from '../support/browser';
import { logIn } from '../support/log-in';
import { withSite } from '../support/with-site';

// The analysis workspace, the profile's subscription and the device list, in Chromium against the real API.
const env = withSite();

/** Signs in with the login form and waits for the dashboard it leads to. */
async function logInToDashboard(page: Page, email: string, password: string) {
  await logIn(env.site, page, email, password);
  await page.waitForURL(/\/dashboard/);
}

/** True once some canvas inside the chart has a painted (non-transparent) pixel. */
const chartHasDrawn = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLCanvasElement>('[data-testid="price-chart"] canvas')].some((canvas) => {
      const ctx = canvas.getContext('2d');
      if (!ctx || canvas.width === 0 || canvas.height === 0) return false;
      const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 0) return true;
      return false;
    }),
  );

const detailsRequest = (page: Page, id: string) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === `/v1/stock/details/${id}` && r.status() === 200);

const daysBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

describe('the dashboard', () => {
  const email = 'grace.hopper@example.com';
  const password = 'compiler-1952';
  beforeAll(() => createAccount(env.site, 'Grace Hopper', email, password));

  it('shows BTC candles with the API mood, refetches for ETH and 90 days, and a shared URL opens the same view', async () => {
    const { page, context, errors } = await openPage(env.browser);
    try {
      const first = detailsRequest(page, 'btc');
      await logInToDashboard(page, email, password);
      const answer = (await (await first).json()) as { data: { stock: { mood: { value: number }; range: { endDate: string } } } };
      await chartHasDrawn(page);
      await page.getByText(/Prices through 22 Aug 2025, the latest available/).waitFor();
      expect(await page.getByTestId('mood-value').innerText()).toContain(String(Math.round(answer.data.stock.mood.value)));
      expect(await page.getByRole('link', { name: 'TradingView Lightweight Charts' }).count()).toBe(1);

      const eth = detailsRequest(page, 'eth');
      await page.getByRole('button', { name: 'ETH', exact: true }).click();
      expect(new URL((await eth).url()).searchParams.get('endDate')).toBe('2025-08-22');
      const ninety = detailsRequest(page, 'eth');
      await page.getByRole('button', { name: '90 days' }).click();
      const asked = new URL((await ninety).url()).searchParams;
      expect([asked.get('startDate'), asked.get('endDate')]).toEqual([daysBefore('2025-08-22', 90), '2025-08-22']);
      await page.waitForURL(/asset=eth&range=90d/);
      await chartHasDrawn(page);

      const shared = page.url();
      const other = await openPage(env.browser, { token: await apiLogin(env.site, email, password) });
      try {
        const again = detailsRequest(other.page, 'eth');
        await other.page.goto(shared);
        const same = new URL((await again).url()).searchParams;
        expect([same.get('startDate'), same.get('endDate')]).toEqual([asked.get('startDate'), asked.get('endDate')]);
        expect(await other.page.getByRole('button', { name: '90 days' }).getAttribute('aria-pressed')).toBe('true');
        expect(await other.page.getByRole('button', { name: 'ETH', exact: true }).getAttribute('aria-pressed')).toBe('true');
        await chartHasDrawn(other.page);
      } finally {
        await other.context.close();
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // The keyboard path: the chart is a slider over its days and Enter opens a marked day. A click on a marker's
  // canvas pixels is left to the component tests (the chart's click subscription), as its position depends on layout.
  it("opens a marked day's scored headlines from the keyboard", async () => {
    // An account of its own: every sign-in is a device, and Grace Hopper's three are used by the other journeys.
    await createAccount(env.site, 'Katherine Johnson', 'katherine.johnson@example.com', 'orbital-mechanics');
    const token = await apiLogin(env.site, 'katherine.johnson@example.com', 'orbital-mechanics');
    const { page, context, errors } = await openPage(env.browser, { token });
    try {
      const details = detailsRequest(page, 'btc');
      await page.goto(env.site.url('/dashboard?asset=btc&range=custom&from=2022-05-01&to=2022-05-31'));
      type Answer = { data: { stock: { candles: { date: string }[]; sentiment: { daily: { date: string; count: number }[] } } } };
      const { stock } = ((await (await details).json()) as Answer).data;
      await chartHasDrawn(page);
      const dates = stock.candles.map((c) => c.date);
      const marker = stock.sentiment.daily.filter((d) => d.count > 0 && dates.includes(d.date)).at(-1);
      if (!marker) throw new Error('May 2022 has no headline day');

      const slider = page.getByRole('slider', { name: /Day on the chart/ });
      await slider.focus();
      await page.keyboard.press('End');
      for (let i = dates.length - 1; i > dates.indexOf(marker.date); i--) await page.keyboard.press('ArrowLeft');
      expect(await slider.getAttribute('aria-valuetext')).toBe(`${marker.date}, ${marker.count === 1 ? '1 headline' : `${marker.count} headlines`}`);
      const title = `Headlines of ${new Date(`${marker.date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}`;
      await page.getByRole('button', { name: `${title} (${marker.count})` }).waitFor();

      const headlines = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/stock/headlines/btc' && r.status() === 200);
      await page.keyboard.press('Enter');
      const asked = new URL((await headlines).url()).searchParams;
      expect(asked.get('day')).toBe(marker.date);
      const dialog = page.getByRole('dialog', { name: title });
      // The first page: up to 50 headlines, then "Show more".
      const shown = Math.min(marker.count, 50);
      await dialog.getByRole('listitem').nth(shown - 1).waitFor();
      expect(await dialog.getByRole('listitem').count()).toBe(shown);
      expect(await dialog.getByRole('button', { name: 'Show more' }).count()).toBe(marker.count > 50 ? 1 : 0);
      expect(await dialog.getByRole('listitem').first().innerText()).toMatch(/(positive|neutral|negative)[\s\S]*score [+-]?\d\.\d\d/);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await slider.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('draws the chart on a phone only when it comes near the screen, not with the rest of the page', async () => {
    // An account of its own: each test's sessions count towards the account's devices.
    const member = await createVerifiedAccount(env.site);
    const token = await apiLogin(env.site, member.email, member.password);
    const { page, context, scripts, errors } = await openPage(env.browser, { token });
    try {
      // On a phone the chart sits below the fold: its library and its first draw wait until the visitor scrolls.
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(env.site.url('/dashboard'));
      await page.getByTestId('mood-value').waitFor();
      await page.waitForLoadState('networkidle');
      const chart = page.getByTestId('price-chart');
      expect(await chart.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight)).toBe(true);
      expect(await chart.locator('canvas').count()).toBe(0);
      const loadedScripts = scripts.length;

      await chart.scrollIntoViewIfNeeded();
      await chartHasDrawn(page);
      expect(scripts.length).toBeGreaterThan(loadedScripts);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('loads the signal, the backtest, the headline sentiment and the summary as the member scrolls to them, in places kept for them', async () => {
    const member = await createVerifiedAccount(env.site);
    const token = await apiLogin(env.site, member.email, member.password);
    const { page, context, scripts, errors } = await openPage(env.browser, { token });
    try {
      // A laptop: the chart and the market mood start at the fold, the panels below them wait for the member.
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(env.site.url('/dashboard?asset=btc'));
      await page.getByTestId('mood-value').waitFor();
      await page.waitForLoadState('networkidle');
      const signal = page.getByRole('region', { name: 'Signal' });
      const summary = page.getByRole('region', { name: 'What the numbers say' });
      expect([await signal.count(), await summary.count()]).toEqual([0, 0]);
      const places = [
        page.getByRole('status', { name: 'Loading the signal and the backtest of BTC - Bitcoin' }),
        page.getByRole('status', { name: 'Loading the headline sentiment and summary of BTC - Bitcoin' }),
      ];
      for (const place of places) expect(await place.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(400);
      const loadedScripts = scripts.length;

      await places[0].scrollIntoViewIfNeeded();
      await signal.getByTestId('signal-direction').waitFor();
      await page.getByRole('region', { name: 'Backtest of the signal' }).waitFor();
      await places[1].scrollIntoViewIfNeeded();
      await summary.getByText('Informational only, not financial advice.', { exact: false }).waitFor();
      await page.getByRole('region', { name: 'Headline sentiment' }).waitFor();
      await page.getByRole('region', { name: /^Statistical range/ }).waitFor();
      expect(scripts.length).toBeGreaterThan(loadedScripts);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('leads from a locked asset to the plans', async () => {
    const { page, context } = await openPage(env.browser, { token: await apiLogin(env.site, email, password) });
    try {
      await page.goto(env.site.url('/dashboard'));
      await page.getByRole('link', { name: /SOL is locked/ }).click();
      await page.waitForURL(/\/plans$/);
    } finally {
      await context.close();
    }
  });
});

describe('the profile and the devices', () => {
  it('cancels a paid subscription, which then ends on its date, and resumes it', async () => {
    await createAccount(env.site, 'Ada Byron', 'ada.byron@example.com', 'difference-engine');
    const token = await apiLogin(env.site, 'ada.byron@example.com', 'difference-engine');
    await buyPro(env.site, token);
    const { page, context, errors } = await openPage(env.browser, { token });
    try {
      await page.goto(env.site.url('/user-profile'));
      await page.getByRole('button', { name: 'Cancel Subscription' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes, Cancel' }).click();
      await page.getByText(/^Pro ends on \d{1,2} \w{3} \d{4}\.$/).waitFor();
      await page.getByRole('button', { name: 'Resume' }).click();
      await page.getByRole('button', { name: 'Cancel Subscription' }).waitFor();
      expect(await page.getByText(/Pro ends on/).count()).toBe(0);
      await page.getByRole('region', { name: 'Payment history' }).getByRole('cell', { name: 'Pro' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('logs a device out from another browser, which loses its session', async () => {
    await createAccount(env.site, 'Alan Turing', 'alan.turing@example.com', 'enigma-machine');
    const laptop = await openPage(env.browser);
    const phone = await openPage(env.browser, { token: await apiLogin(env.site, 'alan.turing@example.com', 'enigma-machine') });
    try {
      await logInToDashboard(laptop.page, 'alan.turing@example.com', 'enigma-machine');
      await phone.page.goto(env.site.url('/user-device-details'));
      const list = phone.page.getByRole('list', { name: 'Signed-in devices' });
      await list.getByRole('listitem').nth(1).waitFor();
      const other = list.getByRole('listitem').filter({ hasNotText: 'This device' });
      await other.getByRole('button', { name: /^Logout/ }).click();
      await phone.page.getByText('Logged out from device successfully').waitFor();
      await list.getByRole('listitem').nth(1).waitFor({ state: 'detached' });
      expect(await list.getByRole('listitem').count()).toBe(1);

      await laptop.page.goto(env.site.url('/dashboard'));
      await laptop.page.waitForURL(/\/login$/);
      expect(await laptop.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    } finally {
      await laptop.context.close();
      await phone.context.close();
    }
  });
});
