import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '@sentiscope/shared/contract';
import { launchBrowser, openPage } from '../support/browser';
import { createVerifiedAccount } from '../support/accounts';
import { logIn } from '../support/log-in';
import { lastMailTo } from '../support/mail';
import { startSite, type Site } from '../support/site';

// Someone guesses a member's password from many addresses: sign-in to the account pauses for everyone, silently,
// and the owner gets back in through the mailed unlock link, in the browser that opened it only. The API sits
// behind a trusted proxy here (as in production behind a load balancer), so each guess can come from its own address.
// The patient attacker's waits take about a minute of real time.
jest.setTimeout(180_000);

let site: Site;
let browser: Browser;
beforeAll(async () => {
  site = await startSite({ apiEnv: { TRUSTED_PROXIES: '127.0.0.1' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let nextAddress = 1;

/** One wrong password from an address of its own, as one of a botnet's machines would send it. */
async function guess(email: string): Promise<number> {
  nextAddress += 1;
  const response = await fetch(`${site.apiUrl}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${nextAddress}` },
    body: JSON.stringify({ email, password: `guess-${nextAddress}` }),
  });
  return response.status;
}

/**
 * Twenty wrong passwords from twenty addresses reach the account's cap; each further one is compared only once the
 * growing wait since the last has passed (1, 2, 4, 8, 16 s), so a patient attacker leaves the account paused for
 * the next 64 s.
 */
async function guessFromManyAddresses(email: string) {
  for (let i = 0; i < 20; i += 1) expect(await guess(email)).toBe(401);
  for (const waitSeconds of [1, 2, 4, 8, 16, 32]) {
    await sleep(waitSeconds * 1000 + 400);
    expect(await guess(email)).toBe(401);
  }
}

async function expectRefused(page: Page) {
  await page.getByText(MESSAGES.invalidCredentials).first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
}

describe('an owner whose password is guessed from many addresses', () => {
  it('is paused like everyone else, then signs in through the mailed unlock link in that browser only', async () => {
    const owner = await createVerifiedAccount(site);
    await guessFromManyAddresses(owner.email);

    const own = await openPage(browser);
    const other = await openPage(browser);
    try {
      // The right password answers as a wrong one while the account is paused.
      await logIn(site, own.page, owner.email, owner.password);
      await expectRefused(own.page);

      const mail = await lastMailTo(site, owner.email, /paused/i);
      const link = /https?:\/\/\S+\/login#unlock=[\w-]+/.exec(mail.text)?.[0];
      expect(link).toBeDefined();
      await own.page.goto(link!.replace(/^https?:\/\/[^/]+/, site.url('')));
      await own.page.getByText('This browser may sign in again. You can log in now.').first().waitFor();
      // The token leaves the address bar at once.
      await own.page.waitForURL((url) => url.pathname === '/login' && url.hash === '');

      await own.page.getByLabel('Email').fill(owner.email);
      await own.page.getByLabel('Password', { exact: true }).fill(owner.password);
      await own.page.getByRole('button', { name: 'Login', exact: true }).click();
      await own.page.waitForURL(/\/dashboard$/);

      // Another browser, even with the right password, is still paused.
      await logIn(site, other.page, owner.email, owner.password);
      await expectRefused(other.page);
      expect(own.errors).toEqual([]);
    } finally {
      await own.context.close();
      await other.context.close();
    }
  });
});
