import { openPage } from '../support/browser';
import { shiftsSoFar, watchShifts } from '../support/layout-shift';
import { withSite } from '../support/with-site';

// The home page's market preview arrives after the page: its panel keeps the same room before and after, so the
// heading beside it (centred with it on a wide screen) and the sections below it never move.
const env = withSite();

describe('the home page while its market preview arrives', () => {
  it.each([375, 768, 1280])('at %i px nothing moves when the gauge and the month fill the panel', async (width) => {
    const { page, context, errors } = await openPage(env.browser);
    try {
      await page.setViewportSize({ width, height: 800 });
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname.endsWith('/v1/market/preview'),
        async (route) => {
          await held;
          await route.continue().catch(() => undefined);
        },
      );
      await page.goto(env.site.url('/'));
      await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
      await watchShifts(page, { buffered: true });
      const boxes = () =>
        page.evaluate(() => ({
          heading: document.querySelector('h1')!.getBoundingClientRect().toJSON() as DOMRect,
          next: document.getElementById('how-title')!.getBoundingClientRect().top,
        }));
      const before = await boxes();
      release();
      const preview = page.getByRole('region', { name: 'Market preview' });
      await preview.getByRole('img', { name: /^Market mood \d+ of 100/ }).waitFor();
      await preview.getByRole('img', { name: /^Last 30 days/ }).waitFor();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await boxes()).toEqual(before);
      expect(await shiftsSoFar(page)).toBeLessThan(0.01);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
