// The prerendered copies of the public pages and the dashboard's frame: what their HTML holds, and how the live
// page takes over from them without a loading state.
import { apiLogin, createVerifiedAccount } from '../support/accounts';
import { openPage } from '../support/browser';
import { withSite } from '../support/with-site';

const env = withSite();

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

  it('is only made for stateless pages: /reset-password and /admin have none', async () => {
    for (const pathname of ['/reset-password', '/admin']) {
      const html = await (await fetch(env.site.url(pathname))).text();
      expect(html).toContain('<div id="root"></div>');
    }
  });
});

/** Records, before every paint, whether the dashboard frame's copy was visible at that moment. */
const watchFrame = () => {
  const watch = window as unknown as { frameShown: boolean };
  watch.frameShown = false;
  const look = () => {
    const root = document.getElementById('root');
    if (root?.getAttribute('data-prerendered') === 'member' && root.textContent && getComputedStyle(root).visibility !== 'hidden') {
      watch.frameShown = true;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
};

describe('the dashboard frame', () => {
  it('holds no member data: the page as it is before anything loads', async () => {
    const html = await (await fetch(env.site.url('/dashboard'))).text();
    expect(html).toContain('<div id="root" data-prerendered="member">');
    expect(html).toContain('Pick a coin or a stock and a date range');
    expect(html).not.toMatch(/Welcome back|Hi, /);
  });

  it('paints at once for a member and hands over to the live dashboard', async () => {
    const account = await createVerifiedAccount(env.site);
    const token = await apiLogin(env.site, account.email, account.password);
    const { page, context, errors } = await openPage(env.browser, { token });
    try {
      await page.addInitScript(watchFrame);
      await page.goto(env.site.url('/dashboard'));
      await page.getByText(`Welcome back, ${account.name}.`).waitFor();
      expect(await page.evaluate(() => (window as unknown as { frameShown: boolean }).frameShown)).toBe(true);
      // The live page has taken over: the root no longer says it holds the copy.
      await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
      expect(await page.locator('h1').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is never shown on a visit without a session, which goes to log in', async () => {
    for (const token of [undefined, 'expired']) {
      const { page, context, errors } = await openPage(env.browser);
      try {
        if (token) {
          // A token whose time has passed: the visit has no session either.
          const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
          const expired = `${part({ alg: 'HS256' })}.${part({ userId: 'someone', exp: Math.floor(Date.now() / 1000) - 60 })}.signature`;
          await context.addInitScript((value) => localStorage.setItem('token', value), expired);
        }
        await page.addInitScript(watchFrame);
        await page.goto(env.site.url('/dashboard'));
        await page.waitForURL(/\/login$/);
        await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
        expect(await page.evaluate(() => (window as unknown as { frameShown: boolean }).frameShown)).toBe(false);
        // The login page that follows is visible.
        expect(await page.evaluate(() => getComputedStyle(document.getElementById('root') as HTMLElement).visibility)).toBe('visible');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
