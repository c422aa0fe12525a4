// The prerendered first paint needs no browser at build time: the production build, run where no Chromium can be
// found, still puts each public page's heading and text into the HTML its server sends (docs/decisions/106).
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ROOT } from '../../scripts/apps';
import { launchBrowser } from '../support/browser';
import { startSite, type Site } from '../support/site';

const BROWSERS = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];

/** PATH without any folder that holds a browser (and CHROMIUM_PATH pointing at nothing), as on a build machine. */
function noBrowserEnv(): NodeJS.ProcessEnv {
  const hasBrowser = (dir: string) =>
    BROWSERS.some((name) => {
      try {
        accessSync(path.join(dir, name), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
  const PATH = (process.env.PATH ?? '').split(path.delimiter).filter((dir) => dir && !hasBrowser(dir)).join(path.delimiter);
  return { ...process.env, PATH, CHROMIUM_PATH: path.join(ROOT, '.no-browser', 'chromium'), PUPPETEER_EXECUTABLE_PATH: '' };
}

const PAGES = [
  { path: '/', heading: 'Crypto and stock sentiment, with the working shown', text: 'Informational only, never financial advice.' },
  { path: '/plans', heading: 'Pricing Plans', text: 'Start free. Upgrade for more assets and deeper analysis.' },
  { path: '/login', heading: 'Login', text: 'Password' },
];

const PHONE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

const env = {} as { site: Site; browser: Browser; log: string };

beforeAll(async () => {
  const build = noBrowserEnv();
  for (const dir of (build.PATH ?? '').split(path.delimiter)) for (const name of BROWSERS) expect(() => accessSync(path.join(dir, name))).toThrow();
  env.log = execFileSync(process.execPath, ['-r', './scripts/register-ts.cjs', 'scripts/build.ts'], { cwd: ROOT, env: build, encoding: 'utf8' });
  env.site = await startSite();
  env.browser = await launchBrowser();
}, 600000);

afterAll(async () => {
  await env.browser?.close();
  await env.site?.close();
});

/** The markup inside the app root of a served page, before any script has run. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf('</div><script>', html.indexOf('<div id="root"')));
const textOf = (markup: string) => markup.replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a build on a machine without a browser', () => {
  it('prerenders every page in Node', () => {
    expect(env.log).toMatch(/Prerendered \d+ pages/);
    expect(env.log).not.toMatch(/skipped/i);
  });

  it.each(PAGES)('serves $path with its heading and text in the first response, for phones and desktops', async (page) => {
    for (const mobile of ['?1', '?0']) {
      const response = await fetch(env.site.url(page.path), { headers: { 'sec-ch-ua-mobile': mobile } });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root" data-prerendered>');
      const root = rootOf(html);
      // Both schemes' copies, each with the page's heading and text; their style rules travel in the head.
      expect(root.match(/<h1\b[^>]*>(.*?)<\/h1>/g)?.map((h1) => textOf(h1).trim())).toEqual([page.heading, page.heading]);
      expect(textOf(root)).toContain(page.text);
      expect(html).toMatch(/<style>[^<]*html:where\(\[data-theme="dark"\]\) [^<]*<\/style>/);
    }
  });

  it.each(PAGES)('paints $path from that HTML alone, in the light and the dark scheme', async (page) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await env.browser.newContext({ colorScheme, viewport: { width: 375, height: 740 } });
      try {
        const tab = await context.newPage();
        // No script file of the site runs: what shows is the HTML's copy and its own inline scripts.
        await tab.route(/\.js$/, (route) => route.abort());
        await tab.goto(env.site.url(page.path));
        const heading = tab.getByRole('heading', { level: 1, name: page.heading, exact: true });
        await heading.waitFor();
        expect(await tab.locator('h1').count()).toBe(1);
        expect(await tab.getByText(page.text, { exact: false }).first().isVisible()).toBe(true);
        const colours = await tab.evaluate(() => ({
          theme: document.documentElement.dataset.theme,
          page: getComputedStyle(document.body).backgroundColor,
          font: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
        }));
        expect(colours.theme).toBe(colorScheme);
        const [r, g, b] = colours.page.match(/\d+/g)!.map(Number);
        expect((r + g + b) / 3 > 128).toBe(colorScheme === 'light');
        expect(colours.font).toContain('Inter');
      } finally {
        await context.close();
      }
    }
  });

  it("preloads exactly the shell's scripts that the first visit loads, read from the build without a browser", async () => {
    const html = await (await fetch(env.site.url('/'))).text();
    const preloaded = [...html.matchAll(/\["script","\/([^"]+\.js)"\]/g)].map((match) => match[1]).sort();
    const context = await env.browser.newContext();
    try {
      const tab = await context.newPage();
      const loaded = new Set<string>();
      const shell = new URL(env.site.url('/')).origin;
      tab.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === shell && url.pathname.endsWith('.js') && !/^\/main\./.test(url.pathname)) loaded.add(url.pathname.slice(1));
      });
      await tab.goto(env.site.url('/'), { waitUntil: 'networkidle' });
      await tab.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
      expect(preloaded.length).toBeGreaterThan(0);
      expect(preloaded).toEqual([...loaded].sort());
    } finally {
      await context.close();
    }
  });

  it.each(PAGES)('hands $path over to the live page in place: the heading does not move, nothing shifts', async (page) => {
    for (const width of [375, 1280]) {
      // A phone says so (its user agent), so it is served the phone copy.
      const phone = width < 768 ? { isMobile: true, userAgent: PHONE_USER_AGENT } : {};
      const context = await env.browser.newContext({ viewport: { width, height: 800 }, ...phone });
      try {
        const tab = await context.newPage();
        await tab.addInitScript(() => {
          const watch = window as unknown as { shifts: { at: number; value: number }[]; copyBox: DOMRect | null; liveBox: DOMRect | null; handedOver: number | null };
          watch.shifts = [];
          watch.copyBox = null;
          watch.liveBox = null;
          watch.handedOver = null;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) watch.shifts.push({ at: entry.startTime, value: entry.value });
            }
          }).observe({ type: 'layout-shift', buffered: true });
          new MutationObserver(() => {
            const root = document.getElementById('root');
            const h1 = root?.querySelector('h1');
            // The copy's heading as it stands last before the handover: while the parser is still adding the
            // copy, a heading in a vertically centred card sits lower than it will once the card is whole.
            if (root?.hasAttribute('data-prerendered') && h1) watch.copyBox = h1.getBoundingClientRect();
            // The live page's heading as it is once it has replaced the copy, before any data arrives and changes the page.
            if (root && !root.hasAttribute('data-prerendered') && watch.copyBox && watch.handedOver === null) {
              watch.handedOver = performance.now();
              watch.liveBox = h1?.getBoundingClientRect() ?? null;
            }
          }).observe(document, { childList: true, subtree: true, attributes: true });
        });
        await tab.goto(env.site.url(page.path));
        await tab.waitForFunction(() => (window as unknown as { handedOver: number | null }).handedOver !== null);
        await tab.waitForTimeout(300);
        const seen = await tab.evaluate(() => {
          const watch = window as unknown as { shifts: { at: number; value: number }[]; copyBox: DOMRect; liveBox: DOMRect; handedOver: number };
          const [copy, live] = [watch.copyBox, watch.liveBox];
          return {
            moved: Math.abs(live.top - copy.top) + Math.abs(live.left - copy.left) + Math.abs(live.width - copy.width),
            shift: watch.shifts.filter((s) => s.at <= watch.handedOver + 16).reduce((sum, s) => sum + s.value, 0),
          };
        });
        expect(seen.moved).toBeLessThan(1);
        expect(seen.shift).toBeLessThan(0.01);
      } finally {
        await context.close();
      }
    }
  });
});
