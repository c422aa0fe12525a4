import { openPage } from '../support/browser';
import { shiftsSoFar, watchShifts } from '../support/layout-shift';
import { withSite } from '../support/with-site';

// A page that takes longer than a moment to arrive shows the loading screen in its place, inside the layout.
const env = withSite();

const DELAY_MS = 1500;

describe('a slow page load', () => {
  it('shows the loading screen with changing tips under the header, which never moves, then the page', async () => {
    const { page, context, errors } = await openPage(env.browser);
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(env.site.url('/about'));
      await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
      // The contact page's code arrives slowly, as from a remote on a slow connection.
      await page.route('**/__federation_expose_ContactPage*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
        await route.continue();
      });
      await watchShifts(page);
      const header = page.getByRole('banner');
      const before = await header.boundingBox();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();

      const loading = page.getByRole('status', { name: 'Loading the marketing pages…' });
      await loading.getByText('Analysing markets…').waitFor({ timeout: DELAY_MS });
      expect(await loading.evaluate((el) => el.closest('main') !== null)).toBe(true);
      expect(await header.boundingBox()).toEqual(before);
      // The tip changes every 2 seconds while the page is on its way (here it arrives first, after 1.5 s).
      await page.getByRole('heading', { level: 1, name: /Contact/ }).waitFor();
      await loading.waitFor({ state: 'detached' });
      expect(await header.boundingBox()).toEqual(before);
      expect(await shiftsSoFar(page)).toBeLessThan(0.01);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('changes the tip every 2 seconds on a page that takes longer still', async () => {
    const { page, context } = await openPage(env.browser);
    try {
      await page.goto(env.site.url('/about'));
      await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
      await page.route('**/__federation_expose_GuidePage*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 4000));
        await route.continue();
      });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guide' }).click();
      const loading = page.getByRole('status', { name: 'Loading the marketing pages…' });
      await loading.getByText('Analysing markets…').waitFor();
      await loading.getByText('Predicting trends…').waitFor({ timeout: 3000 });
    } finally {
      await context.close();
    }
  });
});
