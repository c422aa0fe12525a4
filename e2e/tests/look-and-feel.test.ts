import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { apiLogin, createVerifiedAccount } from '../support/accounts';
import { sidewaysOverflow } from '../support/overflow';
import { adminToken } from '../support/site';
import { withSite } from '../support/with-site';

// Every page, logged out and in, checked with axe-core at phone and desktop widths and photographed at three widths in
// both colour schemes (e2e/output/, for reviewers and the README).
const env = withSite();
const OUTPUT = path.join(__dirname, '..', 'output');

const PUBLIC_PAGES = ['/', '/about', '/guide', '/contact', '/plans', '/login', '/signup', '/forget-password'];
const SIGNED_IN_PAGES = ['/dashboard', '/user-profile', '/plans', '/admin'];
const WIDTHS = { phone: 375, tablet: 768, desktop: 1280 } as const;
/** The member's own pages, each of which must fit a phone's width. */
const MEMBER_AREA = ['/dashboard', '/alerts', '/user-profile', '/user-device-details'];

const shotName = (route: string) => (route === '/' ? 'home' : route.slice(1).replace(/\//g, '-'));

async function openAt(browser: Browser, width: number, scheme: 'light' | 'dark', token?: string) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, reducedMotion: 'reduce' });
  if (token) await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

async function settle(page: Page, route: string) {
  await page.goto(env.site.url(route));
  await page.getByRole('heading').first().waitFor({ timeout: 30000 });
  // The live page has replaced the prerendered copy, if the page has one.
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached', timeout: 30000 });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
}

describe('one look and feel, accessible at every width', () => {
  let token: string;
  beforeAll(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    token = await adminToken(env.site);
  });

  const cases = [
    ...PUBLIC_PAGES.map((route) => ({ route, signedIn: false })),
    ...SIGNED_IN_PAGES.map((route) => ({ route, signedIn: true })),
  ];

  // One visit per width and scheme does both checks: axe at the phone and desktop widths, and the photograph at all
  // three, so each page loads six times, not ten.
  it.each(cases)(
    '$route (signed in: $signedIn): no critical or serious axe violations at 375 and 1280 px; photographed at 375, 768 and 1280 px in light and dark, its header parts apart',
    async ({ route, signedIn }) => {
      for (const [label, width] of Object.entries(WIDTHS)) {
        for (const scheme of ['light', 'dark'] as const) {
          const { page, close } = await openAt(env.browser, width, scheme, signedIn ? token : undefined);
          try {
            await settle(page, route);
            if (width !== WIDTHS.tablet) {
              expect({ route, width, scheme, violations: await seriousViolations(page) }).toEqual({ route, width, scheme, violations: [] });
            }
            // The site header's brand keeps its whole width beside the links and the account menu, all on screen.
            const bar = await page.evaluate(() => {
              const header = document.querySelector('header[data-sticky]');
              const brand = header?.querySelector(':scope > a');
              const end = header?.querySelector(':scope > div');
              if (!brand || !end) return null;
              const [b, e] = [brand.getBoundingClientRect(), end.getBoundingClientRect()];
              return { brandFits: brand.scrollWidth <= Math.ceil(b.width), apart: b.right <= e.left + 0.5, onScreen: e.right <= window.innerWidth + 0.5 };
            });
            if (bar) expect({ route, label, ...bar }).toEqual({ route, label, brandFits: true, apart: true, onScreen: true });
            const file = path.join(OUTPUT, `${signedIn ? 'in' : 'out'}-${shotName(route)}-${label}-${scheme}.png`);
            await page.screenshot({ path: file, fullPage: true });
          } finally {
            await close();
          }
        }
      }
    },
  );

  it.each(MEMBER_AREA)('fits %s into a 375 px phone, nothing wider than the screen, for a member and a super admin', async (route) => {
    const member = await createVerifiedAccount(env.site);
    const accounts = { member: await apiLogin(env.site, member.email, member.password), 'super admin': token };
    for (const [who, session] of Object.entries(accounts)) {
      const { page, close } = await openAt(env.browser, WIDTHS.phone, 'light', session);
      try {
        await settle(page, route);
        // The profile's security section loads after the page: wait for its last panel.
        if (route === '/user-profile') await page.getByRole('region', { name: 'Your data' }).waitFor();
        // On a failure, the elements that reach past the screen's edge say what to fix.
        const { overflowPx, wider } = await sidewaysOverflow(page);
        expect({ route, who, overflowPx, wider: overflowPx > 0 ? wider : [] }).toEqual({ route, who, overflowPx: 0, wider: [] });
      } finally {
        await close();
      }
    }
  });

  it('logs in with the keyboard alone: skip link, autofocus, Enter submits', async () => {
    // A member: the super admin's sign-in asks for a second factor, which this journey is not about.
    const member = await createVerifiedAccount(env.site, 'keyboard-only-harbour');
    const { page, close } = await openAt(env.browser, WIDTHS.desktop, 'dark');
    try {
      await page.goto(env.site.url('/login'));
      // The prerendered copy shows first; the live form takes over and puts the cursor in Email.
      await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent === 'Email');
      await expectFocused(page, 'Email');
      await page.keyboard.type(member.email);
      await page.keyboard.press('Tab');
      await expectFocused(page, 'Password');
      await page.keyboard.type(member.password);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30000 });
      await page.getByRole('banner').waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      expect(await skip.evaluate((node) => node === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    } finally {
      await close();
    }
  });

  it('closes the phone menu from its own button while the announcement banner shows', async () => {
    const { page, close } = await openAt(env.browser, WIDTHS.phone, 'light');
    try {
      await settle(page, '/about');
      await page.getByRole('button', { name: 'Close announcement' }).waitFor();
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(new URL(page.url()).pathname).toBe('/about');
    } finally {
      await close();
    }
  });

  it('keeps the theme the visitor picked in the header across a reload', async () => {
    const { page, close } = await openAt(env.browser, WIDTHS.desktop, 'dark');
    try {
      await settle(page, '/about');
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
      await page.reload();
      await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    } finally {
      await close();
    }
  });
});

async function expectFocused(page: Page, label: string) {
  const focusedLabel = await page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return active?.labels?.[0]?.textContent ?? null;
  });
  expect(focusedLabel).toBe(label);
}
