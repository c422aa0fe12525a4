import type { Browser, Page } from 'playwright-core';
import { apiLogin, createVerifiedAccount } from '../support/accounts';
import { launchBrowser, openPage } from '../support/browser';
import { startSite, type Site } from '../support/site';

// The asset picker's focus in Chromium against the production build: the dashboard's page is prerendered, and its
// copy's style rules stay in the page after the live one draws. The picker's frame shows the one focus ring; the text
// box inside it draws none, in either colour scheme.
let site: Site;
let browser: Browser;
beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** The focused box's outline and its frame's ring. */
async function rings(page: Page, label: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.focus();
  return box.evaluate((input) => {
    const own = getComputedStyle(input);
    return { outline: own.outlineStyle, frame: getComputedStyle(input.parentElement as Element).boxShadow };
  });
}

describe("the asset picker's focus on the dashboard", () => {
  it.each(['light', 'dark'] as const)('shows only the frame’s ring, in the %s scheme', async (scheme) => {
    const account = await createVerifiedAccount(site);
    const { page, errors } = await openPage(browser, { token: await apiLogin(site, account.email, account.password) });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(site.url('/dashboard'));
    await page.getByRole('combobox', { name: 'Add to watchlist' }).waitFor({ timeout: 30_000 });
    for (const label of ['Find or add an asset', 'Add to watchlist']) {
      const seen = await rings(page, label);
      expect(seen.outline).toBe('none');
      expect(seen.frame).not.toBe('none');
    }
    expect(errors).toEqual([]);
  }, 60_000);
});
