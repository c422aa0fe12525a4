import type { Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { shiftsSoFar, watchShifts } from '../support/layout-shift';
import { adminToken } from '../support/site';
import { withSite } from '../support/with-site';

// A page whose answer from the API is slow shows the loading screen in the place of what is loading, inside the
// layout, with a tip that changes every 2 seconds, and nothing moves when it shows or when the content replaces it.
const env = withSite();

const SLOW_MS = 4500;

/** Holds every API call whose path matches `path` for `SLOW_MS`, as on a slow connection. */
async function slowApi(page: Page, path: RegExp) {
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      await route.continue().catch(() => undefined);
    },
  );
}

describe('a slow section', () => {
  it('/plans shows the loading screen with changing tips where the cards will be, then the cards, with nothing moving', async () => {
    const { page, context, errors } = await openPage(env.browser);
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await slowApi(page, /\/v1\/plan$/);
      await page.goto(env.site.url('/plans'));
      await watchShifts(page, { buffered: true });
      const heading = page.getByRole('heading', { level: 1, name: 'Pricing Plans' });
      const loading = page.getByRole('status', { name: 'Loading the plans…' });
      await loading.getByText('Analysing markets…').waitFor();
      const before = await heading.boundingBox();
      expect(await loading.evaluate((el) => el.closest('main') !== null)).toBe(true);
      await loading.getByText('Predicting trends…').waitFor({ timeout: 3000 });
      await page.getByRole('article', { name: 'Pro', exact: true }).waitFor({ timeout: SLOW_MS + 10_000 });
      await loading.waitFor({ state: 'detached' });
      expect(await heading.boundingBox()).toEqual(before);
      expect(await shiftsSoFar(page)).toBeLessThan(0.01);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['/admin', /\/v1\/admin\/stats$/, 'Loading the statistics…', 'Users'],
    ['/admin/users', /\/v1\/admin\/users$/, 'Loading the users…', 'e2e-admin@sentiscope.test'],
  ])('the admin section %s shows the loading screen inside the console, which never moves', async (path, api, label, arrived) => {
    const { page, context, errors } = await openPage(env.browser, { token: await adminToken(env.site) });
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await slowApi(page, api);
      await page.goto(env.site.url(path));
      const loading = page.getByRole('status', { name: label });
      await loading.getByText('Analysing markets…').waitFor();
      await watchShifts(page);
      const nav = page.getByRole('navigation', { name: 'Admin sections' });
      const before = await nav.boundingBox();
      expect(await loading.evaluate((el) => el.closest('main') !== null)).toBe(true);
      await loading.getByText('Predicting trends…').waitFor({ timeout: 3000 });
      await page.getByText(arrived, { exact: true }).first().waitFor({ timeout: SLOW_MS + 10_000 });
      await loading.waitFor({ state: 'detached' });
      expect(await nav.boundingBox()).toEqual(before);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
