// First paint without waiting for the federation chain: the shell's HTML carries the registry and preloads
// what the landing route needs, so the browser fetches it all at once.
import { openPage } from '../support/browser';
import { withSite } from '../support/with-site';

const env = withSite();

describe('the first visit', () => {
  it('reads the inlined registry and preloads the landing route from its manifest', async () => {
    const html = await (await fetch(env.site.url('/plans'))).text();
    const marketing = `http://127.0.0.1:${env.site.portOf('mfe-marketing')}`;
    expect(html).toContain('<script type="application/json" id="sentiscope-registry">');
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${marketing}/mf-manifest.json">`);
    // /plans has a prerendered copy, which paints without scripts: they load at low priority.
    expect(html).toContain(`<link rel="preload" as="script" fetchpriority="low" href="${marketing}/remoteEntry.js">`);
    expect(html).toMatch(new RegExp(`<link rel="preload" as="script" fetchpriority="low" href="${marketing}/__federation_expose_PlansPage\\.[0-9a-f]+\\.js">`));
    expect(html).toMatch(/<link rel="preload" as="script" fetchpriority="low" href="\/bootstrap\.[0-9a-f]+\.js">/);
    // Nothing of another remote.
    expect(html).not.toContain(`:${env.site.portOf('mfe-auth')}/`.concat('remoteEntry'));

    const { page, context, errors } = await openPage(env.browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    try {
      await page.goto(env.site.url('/plans'));
      await page.getByText(/Pricing Plans/).filter({ visible: true }).first().waitFor();
      expect(requested).not.toContain('/remotes.json');
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
      await page.goto(env.site.url('/about'));
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('preloads the auth remote for /login and the admin remote only for /admin', async () => {
    const login = await (await fetch(env.site.url('/login'))).text();
    expect(login).toContain(`http://127.0.0.1:${env.site.portOf('mfe-auth')}/remoteEntry.js`);
    expect(login).not.toContain(`http://127.0.0.1:${env.site.portOf('mfe-marketing')}/remoteEntry.js`);
    const admin = await (await fetch(env.site.url('/admin/pricing'))).text();
    // No prerendered copy for /admin: its scripts are the way to the first paint and keep their priority.
    expect(admin).toContain(`<link rel="preload" as="script" href="http://127.0.0.1:${env.site.portOf('mfe-admin')}/remoteEntry.js">`);
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

describe('the prerendered public pages', () => {
  it('carry their own text in the HTML, and hand over to the live page without a loading state', async () => {
    const html = await (await fetch(env.site.url('/'))).text();
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html).toContain('Crypto and stock sentiment, with the working shown');
    const { page, context, errors } = await openPage(env.browser);
    try {
      // Watch the root from the first byte: the loading state of a remote page must never replace the copy.
      await page.addInitScript(() => {
        const watch = window as unknown as { seenLoading: string[]; copyHeading: Element | null };
        watch.seenLoading = [];
        new MutationObserver(() => {
          watch.copyHeading ??= document.querySelector('#root h1');
          if (/Loading the marketing pages/.test(document.body?.innerText ?? '')) watch.seenLoading.push('loading');
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      await page.goto(env.site.url('/'));
      // The copy's heading is replaced by the live page's own.
      await page.waitForFunction(() => {
        const watch = window as unknown as { copyHeading: Element | null };
        return watch.copyHeading !== null && !watch.copyHeading.isConnected && document.querySelector('#root h1') !== null;
      });
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { seenLoading: string[] }).seenLoading)).toEqual([]);
      // The live page works: its link navigates inside the app.
      await page.getByRole('link', { name: 'See plans' }).first().click();
      await page.getByText(/Pricing Plans/).filter({ visible: true }).first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('serves the copy made for the visitor’s kind of device', async () => {
    const phone = await (await fetch(env.site.url('/'), { headers: { 'sec-ch-ua-mobile': '?1' } })).text();
    const desktop = await (await fetch(env.site.url('/'), { headers: { 'sec-ch-ua-mobile': '?0' } })).text();
    // The header shows its menu button on a phone and its links on a desktop.
    expect(phone).toContain('aria-label="Menu"');
    expect(desktop).not.toContain('aria-label="Menu"');
  });

  it('cannot be typed into or submitted before the live page takes over: the login copy’s controls are disabled', async () => {
    const html = await (await fetch(env.site.url('/login'))).text();
    const controls = html.match(/<(input|button)\b[^>]*>/g) ?? [];
    expect(controls.length).toBeGreaterThanOrEqual(3);
    expect(controls.every((tag) => /\sdisabled(=""|\s|>)/.test(tag))).toBe(true);
  });

  it('never holds data: the plans copy has no prices, the live page fetches them', async () => {
    const html = await (await fetch(env.site.url('/plans'))).text();
    expect(html).toContain('Pricing Plans');
    expect(html).not.toMatch(/\$\s?\d/);
  });

  it('is only made for stateless public pages: /dashboard and /reset-password have none', async () => {
    for (const pathname of ['/dashboard', '/reset-password', '/admin']) {
      const html = await (await fetch(env.site.url(pathname))).text();
      expect(html).toContain('<div id="root"></div>');
    }
  });
});
