import type { Page } from 'playwright-core';
import { apiLogin, createVerifiedAccount } from '../support/accounts';
import { openPage } from '../support/browser';
import { adminToken, type Site } from '../support/site';
import { withSite } from '../support/with-site';

// No remote's code before its guard allows it: what each kind of visitor's browser downloads on a page it may
// not open.
const env = withSite();

/** Every request the page makes to one app's origin (scripts, its manifest), from before the first load. */
function requestsTo(page: Page, site: Site, dir: 'mfe-admin' | 'mfe-dashboard'): string[] {
  const origin = `http://127.0.0.1:${site.portOf(dir)}/`;
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) seen.push(request.url());
  });
  return seen;
}

describe('pages a visit may not open', () => {
  it('a member who is not an admin downloads nothing of the admin remote on /admin and reads "Not allowed"', async () => {
    const member = await createVerifiedAccount(env.site);
    const token = await apiLogin(env.site, member.email, member.password);
    const { page, context, scripts, errors } = await openPage(env.browser, { token });
    const admin = requestsTo(page, env.site, 'mfe-admin');
    try {
      await page.goto(env.site.url('/admin'));
      await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
      await page.getByText('You do not have permission to view this page.').waitFor();
      // Pointing at the links the page offers preloads none of the admin remote either.
      await page.getByRole('link', { name: 'Go to Home' }).hover();
      await page.waitForLoadState('networkidle');
      expect(admin).toEqual([]);
      expect(scripts.filter((url) => /remoteEntry|AdminHomePage/.test(url) && url.includes(`:${env.site.portOf('mfe-admin')}/`))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(['/dashboard', '/user-profile'])('a visitor without a session on %s goes to log in without the dashboard remote', async (path) => {
    const { page, context, errors } = await openPage(env.browser);
    const dashboard = requestsTo(page, env.site, 'mfe-dashboard');
    try {
      await page.goto(env.site.url(path));
      await page.waitForURL(/\/login$/);
      await page.getByRole('heading', { name: 'Login' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(dashboard).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a super admin still gets the admin area, its remote loaded once the user is known', async () => {
    const token = await adminToken(env.site);
    const { page, context, scripts, errors } = await openPage(env.browser, { token });
    try {
      await page.goto(env.site.url('/admin'));
      await page.getByText('Admin Dashboard').first().waitFor();
      const adminOrigin = `http://127.0.0.1:${env.site.portOf('mfe-admin')}/`;
      expect(scripts.some((url) => url.startsWith(`${adminOrigin}remoteEntry.js`))).toBe(true);
      expect(scripts.some((url) => url.startsWith(adminOrigin) && url.includes('AdminHomePage'))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
