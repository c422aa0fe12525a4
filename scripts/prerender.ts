import { existsSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { APPS, ROOT } from './apps';
import { startStaticServer } from './static-server';
import { ROUTE_TABLE } from '../shell/src/app/routing/route-table';
import { REMOTE_LABELS } from '../shell/src/app/federation/remote-names';
import { TOKEN_STORAGE_KEY } from '@sentiscope/shared/contract';

/**
 * Prerenders the public pages that show no data, and the frame of the dashboard, at build time
 * (docs/decisions/101): the built site is served
 * on loopback and each page is opened in Chromium at a phone and a desktop width, with every API call left
 * unanswered, so a copy holds the page's own text and layout and never data (plans, company details or a
 * user's state all come from the live page). Each copy is the app root's markup and the style rules it uses,
 * written beside the shell's files; the shell's server puts the one for the visitor's device into the HTML
 * (shell-page.ts).
 */
/** One copy per kind of device: the header changes its layout below the tablet breakpoint (768 px). */
export const PRERENDER_VIEWPORTS = { phone: { width: 412, height: 823 }, desktop: { width: 1280, height: 800 } } as const;

/** Pages that read nothing from the URL or a previous step (no token, no e-mail in flight, no checkout). */
const STATELESS = new Set(['/', '/about', '/guide', '/contact', '/plans', '/login', '/signup', '/forget-password']);
/**
 * Member pages whose frame is prerendered: the page as it is before any data arrives (its heading, its help
 * text, the placeholders of what loads), which is the same for every member. A signed-out visit never shows it
 * (shell/head.js marks the page signed out before it paints; shell-page.ts hides the copy then).
 */
export const MEMBER_FRAMES = new Set(['/dashboard']);
export const PRERENDERED_PATHS = ROUTE_TABLE.filter(
  (route) => (route.access === 'public' && STATELESS.has(route.path)) || (route.access === 'protected' && MEMBER_FRAMES.has(route.path)),
).map((r) => r.path);

/**
 * The session a member frame is drawn with: a token-shaped value that names no one and that no server accepts
 * (no signature). Its calls are left unanswered like every other, so the frame holds no member's data.
 */
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const FRAME_TOKEN = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ userId: 'frame', exp: 4102444800, typ: 'access' })}.`;
const LOADING = new RegExp(`Loading the (${Object.values(REMOTE_LABELS).join('|')})`);

/** The colour schemes a copy is drawn in: the visitor's is chosen in the page before it paints (shell-page.ts). */
export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
/**
 * What selects a scheme's rules: the `data-theme` the page's head script sets (shell/head.js). Light is also the
 * scheme of a page whose head script did not run.
 */
export const SCHEME_SCOPE: Record<ColorScheme, string> = { light: 'html:not([data-theme="dark"])', dark: 'html[data-theme="dark"]' };

/** The app root's markup and every style rule on the page (one rule per item), each scoped to its scheme. */
export type PrerenderedCopy = { html: string; css: string[] };
/** A page's copies for each kind of device and scheme, and the shell's scripts its first visit loads (what the server preloads for it). */
export type PrerenderedPage = Record<keyof typeof PRERENDER_VIEWPORTS, Record<ColorScheme, PrerenderedCopy>> & {
  shellScripts: string[];
  member?: boolean;
};
/** Beside the shell's other files (a CDN serves the folder as it is): prerendered-home.json, prerendered-plans.json. */
export const prerenderFile = (pathname: string) => `prerendered-${pathname === '/' ? 'home' : pathname.slice(1).replace(/\//g, '_')}.json`;

const UNANSWERED_API = 'http://127.0.0.1:9';

export async function prerender(options: { chromiumPath?: string } = {}): Promise<number> {
  const executablePath = options.chromiumPath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    console.warn(`  prerender skipped: no Chromium at ${executablePath} (pages still render, only later)`);
    return 0;
  }
  const { chromium } = await import('playwright-core');
  const servers: http.Server[] = [];
  const ports = new Map<string, number>();
  const registry = () => ({
    apiUrl: UNANSWERED_API,
    remotes: Object.fromEntries(APPS.slice(1).map((app) => [app.name, { manifest: `http://127.0.0.1:${ports.get(app.dir)}/mf-manifest.json` }])),
  });
  for (const app of APPS) {
    const server = await startStaticServer({ dir: path.join(ROOT, app.dir, 'dist'), port: 0, registry });
    servers.push(server);
    ports.set(app.dir, (server.address() as { port: number }).port);
  }
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const outDir = path.join(ROOT, 'shell', 'dist');
  try {
    for (const pathname of PRERENDERED_PATHS) {
      const copies: Partial<PrerenderedPage> = {};
      const shellScripts = new Set<string>();
      for (const [name, viewport] of Object.entries(PRERENDER_VIEWPORTS)) {
        const device = name as keyof typeof PRERENDER_VIEWPORTS;
        const url = `http://127.0.0.1:${ports.get('shell')}${pathname}`;
        const [light, dark] = await Promise.all(
          COLOR_SCHEMES.map((scheme) => copyOf(browser, { url, viewport, scheme, member: MEMBER_FRAMES.has(pathname) }, shellScripts)),
        );
        copies[device] = { light, dark };
      }
      writeFileSync(path.join(outDir, prerenderFile(pathname)), JSON.stringify({ ...copies, shellScripts: [...shellScripts].sort(), member: MEMBER_FRAMES.has(pathname) }));
    }
  } finally {
    await browser.close();
    for (const server of servers) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return PRERENDERED_PATHS.length;
}

/**
 * One copy: the page opened in the given scheme with every API call left pending. Its style rules are scoped to
 * that scheme (`SCHEME_SCOPE`), so the copies of both schemes can travel in one page; `shellScripts` collects the
 * shell's scripts the visit loads.
 */
async function copyOf(
  browser: Browser,
  options: { url: string; viewport: { width: number; height: number }; scheme: ColorScheme; member: boolean },
  shellScripts: Set<string>,
): Promise<PrerenderedCopy> {
  const context = await browser.newContext({ viewport: options.viewport, colorScheme: options.scheme });
  try {
    if (options.member) {
      await context.addInitScript(([key, token]) => localStorage.setItem(key, token), [TOKEN_STORAGE_KEY, FRAME_TOKEN] as const);
    }
    const page = await context.newPage();
    const shellOrigin = new URL(options.url).origin;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === shellOrigin && url.pathname.endsWith('.js') && !/^\/main\./.test(url.pathname)) shellScripts.add(url.pathname.slice(1));
    });
    // Left pending: the copy shows the page as it is before any data arrives.
    await page.route(`${UNANSWERED_API}/**`, () => undefined);
    await page.goto(options.url);
    await page.waitForFunction((loading) => {
      const main = document.querySelector('#root main');
      return !!main && !new RegExp(loading).test(document.body.innerText);
    }, LOADING.source);
    return await page.evaluate((scope) => {
      // `html …` and `:root …` become `<scope> …`; any other selector is placed under the scope.
      const scoped = (selector: string) => {
        const parts: string[] = [];
        let depth = 0;
        let start = 0;
        for (let i = 0; i < selector.length; i++) {
          const char = selector[i];
          if (char === '(' || char === '[') depth++;
          else if (char === ')' || char === ']') depth--;
          else if (char === ',' && depth === 0) {
            parts.push(selector.slice(start, i));
            start = i + 1;
          }
        }
        parts.push(selector.slice(start));
        return parts
          .map((part) => part.trim())
          .map((part) => (/^(html|:root)(?![\w-])/.test(part) ? part.replace(/^(html|:root)/, scope) : `${scope} ${part}`))
          .join(', ');
      };
      const scopeRules = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) rule.selectorText = scoped(rule.selectorText);
          else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) scopeRules(rule.cssRules);
        }
      };
      const rules: string[] = [];
      for (const sheet of Array.from(document.styleSheets)) {
        scopeRules(sheet.cssRules);
        for (const rule of Array.from(sheet.cssRules)) rules.push(rule.cssText);
      }
      const root = document.getElementById('root');
      // The copy cannot be used before the live page takes over: its fields and buttons are disabled, so
      // nothing typed is lost and no form can submit natively (a password must never reach a URL).
      const copy = root?.cloneNode(true) as HTMLElement | undefined;
      copy?.querySelectorAll('input, select, textarea, button').forEach((control) => control.setAttribute('disabled', ''));
      return { html: copy?.innerHTML ?? '', css: rules };
    }, SCHEME_SCOPE[options.scheme]);
  } finally {
    await context.close();
  }
}

if (require.main === module) {
  prerender()
    .then((count) => console.log(`Prerendered ${count} pages`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
