// First paint without waiting for the federation chain: the shell's HTML carries the registry and preloads
// what the landing route needs, so the browser fetches it all at once.
import { openPage } from '../support/browser';
import { withSite } from '../support/with-site';

const env = withSite();

describe('the first visit', () => {
  it('reads the inlined registry and preloads the landing route from its manifest once the copy has painted', async () => {
    const html = await (await fetch(env.site.url('/plans'))).text();
    const marketing = `http://127.0.0.1:${env.site.portOf('mfe-marketing')}`;
    expect(html).toContain('<script type="application/json" id="sentiscope-registry">');
    // /plans has a prerendered copy, which paints without scripts: the page lists its downloads for after the
    // first paint instead of linking them in the head, and its entry script is not a deferred script that a fast
    // connection runs before the first paint.
    expect(html).not.toMatch(/<link rel="preload"[^>]*as="script"/);
    expect(html).not.toMatch(/<script defer src="\/main\./);
    expect(html).toContain(`["fetch","${marketing}/mf-manifest.json"]`);
    expect(html).toContain(`["script","${marketing}/remoteEntry.js"]`);
    expect(html).toMatch(new RegExp(`\\["script","${marketing}/__federation_expose_PlansPage\\.[0-9a-f]+\\.js"\\]`));
    expect(html).toMatch(/\["script","\/bootstrap\.[0-9a-f]+\.js"\]/);
    // Nothing of another remote.
    expect(html).not.toContain(`:${env.site.portOf('mfe-auth')}/`.concat('remoteEntry'));

    const { page, context, errors } = await openPage(env.browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    try {
      await page.goto(env.site.url('/plans'));
      await page.getByText(/Pricing Plans/).filter({ visible: true }).first().waitFor();
      // The live page's own module and the remote's entry have arrived (a resource is listed once it has finished
      // loading, and the two are fetched side by side, so either may finish first).
      await page.waitForFunction(() =>
        ['__federation_expose_PlansPage', '/remoteEntry.js'].every((name) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(name))),
      );
      expect(requested).not.toContain('/remotes.json');
      // Every script, the remote's manifest included, was asked for after the copy had painted.
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint')?.startTime ?? null,
        downloads: performance
          .getEntriesByType('resource')
          .filter((entry) => /\.js$|mf-manifest\.json$/.test(entry.name))
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      }));
      expect(timing.paint).not.toBeNull();
      expect(timing.downloads.map((d) => d.name)).toEqual(
        expect.arrayContaining([`${marketing}/remoteEntry.js`, `${marketing}/mf-manifest.json`]),
      );
      expect(timing.downloads.filter((download) => download.startTime < timing.paint!)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('loads the next page when the visitor points at its link, and opens it without a loading state', async () => {
    const { page, context, errors } = await openPage(env.browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    try {
      await page.goto(env.site.url('/about'));
      await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
      expect(requested.some((p) => p.startsWith('/__federation_expose_ContactPage'))).toBe(false);
      const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' });
      // Listen before pointing: on loopback the page's file can arrive before the pointer move returns.
      const loaded = page.waitForResponse((response) => response.url().includes('__federation_expose_ContactPage'));
      await contact.hover();
      await loaded;
      // Let the module evaluate, then open it: the page is there at once, the loading state never shows.
      await page.waitForTimeout(200);
      await page.evaluate(() => {
        (window as unknown as { loadingSeen: boolean }).loadingSeen = false;
        new MutationObserver(() => {
          if (/Loading the/.test(document.body.innerText)) (window as unknown as { loadingSeen: boolean }).loadingSeen = true;
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      await contact.click();
      await page.getByRole('heading', { level: 1, name: /^Contact/ }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { loadingSeen: boolean }).loadingSeen)).toBe(false);
      // A member page is not loaded for a signed-out visitor: its link leads to log in.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).hover();
      await page.waitForTimeout(500);
      expect(requested.some((p) => p.startsWith('/__federation_expose_DashboardPage'))).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("paints in the visitor's colour scheme from the page's own head, before any file of the site arrives", async () => {
    const { page, context, errors } = await openPage(env.browser);
    try {
      await page.emulateMedia({ colorScheme: 'light' });
      // No script file loads: only the head's inline script (allowed by its hash in the CSP) can set the scheme.
      await page.route(/\.js$/, (route) => route.abort());
      // The prerendered copy is drawn in both schemes; the page keeps the visitor's, once (no id twice).
      const painted = () =>
        page.evaluate(() => ({
          theme: document.documentElement.dataset.theme,
          heading: getComputedStyle(document.querySelector('h1')!).color,
          page: getComputedStyle(document.body).backgroundColor,
          copies: document.querySelectorAll('#root [data-copy]').length,
          mains: document.querySelectorAll('main').length,
        }));
      await page.goto(env.site.url('/about'));
      const light = await painted();
      expect(light).toMatchObject({ theme: 'light', copies: 0, mains: 1 });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      const dark = await painted();
      expect(dark).toMatchObject({ theme: 'dark', copies: 0, mains: 1 });
      // A dark-scheme visitor sees the dark copy: light text on a dark page, never the light one first.
      const lightness = (color: string) => {
        const [r, g, b] = color.match(/\d+/g)!.map(Number);
        return (r + g + b) / 3;
      };
      expect(lightness(dark.heading)).toBeGreaterThan(lightness(light.heading));
      expect(lightness(dark.page)).toBeLessThan(lightness(light.page));
      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('preloads the auth remote for /login, and no remote for /admin, which only a super admin may open', async () => {
    const login = await (await fetch(env.site.url('/login'))).text();
    expect(login).toContain(`http://127.0.0.1:${env.site.portOf('mfe-auth')}/remoteEntry.js`);
    expect(login).not.toContain(`http://127.0.0.1:${env.site.portOf('mfe-marketing')}/remoteEntry.js`);
    const admin = await (await fetch(env.site.url('/admin/pricing'))).text();
    // No prerendered copy for /admin: the shell's scripts are the way to the first paint and keep their priority.
    // The server does not know who asks: the admin remote waits for the shell to find a super admin.
    expect(admin).toMatch(/<script defer src="\/main\.[0-9a-f]+\.js"><\/script>/);
    expect(admin).not.toContain(`http://127.0.0.1:${env.site.portOf('mfe-admin')}/remoteEntry.js`);
    expect(admin).not.toMatch(new RegExp(`<link rel="preload"[^>]*:${env.site.portOf('mfe-admin')}/`));
    expect(admin).not.toContain(`http://127.0.0.1:${env.site.portOf('mfe-dashboard')}/remoteEntry.js`);
  });

  it('still starts when the preloaded remote is down: the page shows its fallback, the header stays', async () => {
    await env.site.stopApp('mfe-marketing');
    try {
      const { page, context } = await openPage(env.browser);
      try {
        await page.goto(env.site.url('/about'));
        await page.getByText('This part of SentiScope is unavailable right now').first().waitFor();
        await page.getByRole('banner').waitFor();
      } finally {
        await context.close();
      }
    } finally {
      await env.site.startApp('mfe-marketing');
    }
  });
});
