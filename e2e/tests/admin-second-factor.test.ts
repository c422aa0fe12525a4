import type { Browser, Page } from 'playwright-core';
import { SECURITY_MESSAGES } from '@sentiscope/shared/contract';
import { launchBrowser, openPage } from '../support/browser';
import { logIn } from '../support/log-in';
import { ADMIN, startSite, type Site } from '../support/site';
import { nextCode } from '../support/two-factor';

// A super admin seeded without an authenticator (no ADMIN_TOTP_SECRET, as an operator may start it): the admin
// area says what to do instead of a bare Retry, and turning two-factor sign-in on upgrades only the session that
// proved the code. A session opened elsewhere with the password alone (a stolen password, say) is signed out.
let site: Site;
let browser: Browser;
beforeAll(async () => {
  site = await startSite({ apiEnv: { ADMIN_TOTP_SECRET: '' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function signedInAdmin(page: Page) {
  await logIn(site, page, ADMIN.email, ADMIN.password);
  await page.waitForURL(/\/dashboard$/);
}

const chart = (page: Page) => page.getByRole('img', { name: 'Sign-ups and paid conversions per day, last 30 days' });

describe('a super admin without two-factor sign-in', () => {
  it('is sent to Profile → Security from the admin area, turns it on there, and only that session becomes an admin session', async () => {
    const owner = await openPage(browser);
    const stolen = await openPage(browser);
    try {
      await signedInAdmin(stolen.page);
      await signedInAdmin(owner.page);

      await owner.page.goto(site.url('/admin'));
      await owner.page.getByText(SECURITY_MESSAGES.twoFactorRequiredForAdmins).waitFor();
      expect(await owner.page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
      await owner.page.getByRole('link', { name: 'Open Profile → Security' }).click();
      await owner.page.waitForURL(/\/user-profile$/);

      await owner.page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      const secret = (await owner.page.getByLabel('Setup key').getAttribute('data-secret')) ?? '';
      await owner.page.getByLabel('Code from the app').fill(await nextCode(secret));
      await owner.page.getByRole('button', { name: 'Turn on', exact: true }).click();
      await owner.page.getByRole('list', { name: 'Recovery codes' }).waitFor();
      await owner.page.getByRole('button', { name: 'I have saved them' }).click();

      await owner.page.goto(site.url('/admin'));
      await chart(owner.page).waitFor();

      // The session opened with the password alone before enrolment was signed out: it never reaches the console.
      await stolen.page.goto(site.url('/admin'));
      await stolen.page.waitForURL((url) => url.pathname !== '/admin');
      expect(await chart(stolen.page).count()).toBe(0);
      expect(await stolen.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      expect([...owner.errors, ...stolen.errors]).toEqual([]);
    } finally {
      await owner.context.close();
      await stolen.context.close();
    }
  });
});
