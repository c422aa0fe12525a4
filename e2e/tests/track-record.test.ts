import { apiLogin, createVerifiedAccount } from '../support/accounts';
import { openPage } from '../support/browser';
import { withSite } from '../support/with-site';

// The track record in Chromium against the production build, on the real bundled data: a visitor reads Bitcoin's
// and the S&P 500's on the public page (linked from the footer), and a member reads the panel under the analysis.
const env = withSite();

/** Waits for the stored days of the public assets: the bundled import computes them just after the API starts. */
async function publicRecordsReady() {
  for (let tries = 0; tries < 120; tries++) {
    const answers = await Promise.all(['btc', 'spy'].map((id) => fetch(`${env.site.apiUrl}/v1/stock/track-record/${id}`)));
    if (answers.every((a) => a.status === 200)) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the track records of BTC and SPY were not ready within two minutes');
}

beforeAll(() => publicRecordsReady(), 150_000);

describe('the track record', () => {
  it('shows a visitor Bitcoin and the S&P 500 with the method in plain words, and invites them to sign in for the rest', async () => {
    const { page, context, errors } = await openPage(env.browser);
    await page.goto(env.site.url('/'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Track record' }).click();
    await page.waitForURL(/\/track-record$/);
    await page.getByRole('heading', { level: 1, name: 'Track record' }).waitFor();
    await page.getByRole('region', { name: 'How it is measured, in plain words' }).getByText(/pays 0\.2% for getting in and out/).waitFor();

    const signals = page.getByRole('table', { name: '30-day returns after each signal state' });
    await signals.waitFor();
    expect(await signals.getByRole('row').nth(1).innerText()).toMatch(/^Buy and hold\s+[\d,]+/);
    const verdicts = await page.getByTestId('track-record-verdicts').innerText();
    expect(verdicts).toMatch(/After the [\d,]+ bullish days, the next 30 days returned/);
    expect(verdicts).toMatch(/The (bullish|bearish) signal (was borne out|did no better than holding|did worse than holding)/);
    expect(await page.getByText(/^BTC - Bitcoin, .* stored days\)/).count()).toBe(1);

    await page.getByRole('tab', { name: 'S&P 500 (SPY)' }).click();
    await page.getByText(/^SPY - SPDR S&P 500 ETF, .* stored days\)/).waitFor();
    await page.getByRole('button', { name: '7 days later' }).click();
    await page.getByRole('table', { name: '7-day returns after each mood band' }).waitFor();

    const others = page.getByRole('region', { name: 'Other assets' });
    await others.getByText('ETH - Ethereum').waitFor();
    expect(await others.getByText('BTC - Bitcoin').count()).toBe(0);
    await others.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a member the panel under the analysis of an asset their plan opens', async () => {
    const account = await createVerifiedAccount(env.site);
    const token = await apiLogin(env.site, account.email, account.password);
    const { page, context, errors } = await openPage(env.browser, { token });
    await page.goto(env.site.url('/dashboard?asset=btc'));
    // The panel loads as it comes near the viewport: scroll to its place under the analysis.
    await page.getByRole('status', { name: 'Loading the track record of BTC - Bitcoin' }).first().scrollIntoViewIfNeeded();
    const panel = page.getByRole('region', { name: 'Track record' });
    await panel.waitFor();
    const table = panel.getByRole('table', { name: '30-day returns after each signal state' });
    await table.waitFor();
    const rows = await table.getByRole('row').allInnerTexts();
    expect(rows.map((r) => r.split(/\s+/)[0])).toEqual(['STATE', 'Buy', 'Bullish', 'Neutral', 'Bearish']);
    expect(await panel.getByText(/net of a 0\.2% round trip \(in and out\)/).count()).toBe(1);
    await panel.getByRole('button', { name: '7 days later' }).click();
    expect(await panel.getByRole('button', { name: '7 days later' }).getAttribute('aria-pressed')).toBe('true');
    await panel.getByRole('table', { name: '7-day returns after each mood band' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
