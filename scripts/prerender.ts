import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './app-config';
import { APPS, ROOT } from './apps';
import type { RenderedCopy, RenderJob } from './render/render-job';
import { routeFor, ROUTE_TABLE } from '../shell/src/app/routing/route-table';
import { TOKEN_STORAGE_KEY } from '@sentiscope/shared/contract';
import { BOOT_SCRIPTS_FILE } from '../rspack.boot-scripts';

/**
 * Prerenders the public pages that show no data, and the frame of the dashboard, at build time, in Node
 * (docs/decisions/106): the shell's routes and layouts and the remotes' pages are bundled for Node
 * (rspack.config.render.ts) and each page is rendered with react-dom/server at a phone and a desktop width, in
 * both colour schemes, its styles collected by styled-components' ServerStyleSheet. No request is sent, so a
 * copy holds the page's own text and layout and never data (plans, company details or a user's state all come
 * from the live page). Each copy is the app root's markup and the style rules it uses, written beside the
 * shell's files; the shell's server puts the one for the visitor's device into the HTML (shell-page.ts). No
 * browser is needed.
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

/** The colour schemes a copy is drawn in: the visitor's is chosen in the page before it paints (shell-page.ts). */
export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
/**
 * What selects a scheme's rules: the `data-theme` the page's head script sets (shell/head.js). Light is also the
 * scheme of a page whose head script did not run. The test of the attribute sits in `:where()`, which counts for
 * nothing in a selector's weight: the copy's rules stay in the page once the live one has drawn, and a scoped
 * global rule (`:focus-visible`) must not outweigh a component's own (the asset picker's box has no outline).
 */
export const SCHEME_SCOPE: Record<ColorScheme, string> = { light: 'html:where(:not([data-theme="dark"]))', dark: 'html:where([data-theme="dark"])' };

/** The app root's markup and every style rule on the page (one rule per item), each scoped to its scheme. */
export type PrerenderedCopy = { html: string; css: string[] };
/** A page's copies for each kind of device and scheme, and the shell's scripts its first visit loads (what the server preloads for it). */
export type PrerenderedPage = Record<keyof typeof PRERENDER_VIEWPORTS, Record<ColorScheme, PrerenderedCopy>> & {
  shellScripts: string[];
  member?: boolean;
};
/** Beside the shell's other files (a CDN serves the folder as it is): prerendered-home.json, prerendered-plans.json. */
export const prerenderFile = (pathname: string) => `prerendered-${pathname === '/' ? 'home' : pathname.slice(1).replace(/\//g, '_')}.json`;

/** The API a copy is drawn against: never called (no effect runs in a server render), and no real address. */
const UNANSWERED_API = 'http://127.0.0.1:9';
/** Where the Node render is built: outside every app's dist, which is served. */
const RENDER_DIR = path.join(ROOT, 'node_modules', '.cache', 'sentiscope-prerender');

export async function prerender(): Promise<number> {
  const shellDist = path.join(ROOT, 'shell', 'dist');
  const bootScriptsFile = path.join(shellDist, BOOT_SCRIPTS_FILE);
  if (!existsSync(bootScriptsFile)) throw new Error('Build the shell for production before prerendering (npm run build).');
  const renderFile = await buildRender();
  const jobs: RenderJob['copies'] = PRERENDERED_PATHS.flatMap((pathname) =>
    Object.values(PRERENDER_VIEWPORTS).flatMap((viewport) =>
      COLOR_SCHEMES.map((scheme) => ({
        path: pathname,
        ...viewport,
        scheme,
        scope: SCHEME_SCOPE[scheme],
        storage: MEMBER_FRAMES.has(pathname) ? { [TOKEN_STORAGE_KEY]: FRAME_TOKEN } : ({} as Record<string, string>),
      })),
    ),
  );
  const jobFile = path.join(RENDER_DIR, 'job.json');
  const outFile = path.join(RENDER_DIR, 'copies.json');
  writeFileSync(jobFile, JSON.stringify({ apiBaseUrl: UNANSWERED_API, copies: jobs } satisfies RenderJob));
  const run = spawnSync(process.execPath, [renderFile, jobFile, outFile], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (run.status !== 0) throw new Error(`The prerender failed (exit ${run.status ?? run.signal})`);
  const copies = JSON.parse(readFileSync(outFile, 'utf8')) as RenderedCopy[];
  const shellScripts = JSON.parse(readFileSync(bootScriptsFile, 'utf8')) as string[];
  const devices = Object.keys(PRERENDER_VIEWPORTS) as (keyof typeof PRERENDER_VIEWPORTS)[];
  PRERENDERED_PATHS.forEach((pathname, pageIndex) => {
    const page = { shellScripts, member: MEMBER_FRAMES.has(pathname) } as PrerenderedPage;
    devices.forEach((device, deviceIndex) => {
      const at = (pageIndex * devices.length + deviceIndex) * COLOR_SCHEMES.length;
      page[device] = { light: copies[at], dark: copies[at + 1] };
    });
    writeFileSync(path.join(shellDist, prerenderFile(pathname)), JSON.stringify(page));
  });
  return PRERENDERED_PATHS.length;
}

/**
 * Bundles the render for Node: the render entry, with a generated module that imports each prerendered page's
 * module as its remote's config exposes it.
 */
async function buildRender(): Promise<string> {
  const [{ rspack }, { createRenderConfig, RENDER_FILE }, { DECLARED_EXPOSES }] = await Promise.all([
    import('@rspack/core'),
    import('../rspack.config.render'),
    import('../rspack.config.base'),
  ]);
  await Promise.all(APPS.map((app) => loadConfig(app, true)));
  const imports = [...new Set(PRERENDERED_PATHS.map((pathname) => routeFor(pathname)))].map((route) => {
    const declared = route && DECLARED_EXPOSES.get(route.remote);
    const file = declared?.exposes[`./${route?.expose}`];
    if (!route || !declared || !file) throw new Error(`No exposed module for ${route?.remote}/${route?.expose}`);
    return `  ${JSON.stringify(`${route.remote}/${route.expose}`)}: () => import(${JSON.stringify(path.resolve(declared.dir, file))}),`;
  });
  mkdirSync(RENDER_DIR, { recursive: true });
  const pagesModule = path.join(RENDER_DIR, 'pages.mjs');
  writeFileSync(pagesModule, `export const PAGES = {\n${[...new Set(imports)].join('\n')}\n};\n`);
  const config = createRenderConfig({
    entry: path.join(__dirname, 'render', 'render-entry.tsx'),
    pagesModule,
    appDirs: APPS.map((app) => path.join(ROOT, app.dir)),
    outDir: path.join(RENDER_DIR, 'dist'),
  });
  await new Promise<void>((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true, errorDetails: true, colors: false })));
      else resolve();
    });
  });
  return path.join(RENDER_DIR, 'dist', RENDER_FILE);
}

if (require.main === module) {
  prerender()
    .then((count) => console.log(`Prerendered ${count} pages`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
