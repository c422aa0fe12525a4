import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { COLOR_SCHEMES, prerenderFile, SCHEME_SCOPE, type ColorScheme, type PrerenderedCopy, type PrerenderedPage } from './prerender';
import { REGISTRY_ELEMENT_ID } from '../shell/src/app/federation/registry';
import { PRERENDERED_ATTRIBUTE, routeFor, SIGNED_OUT_ATTRIBUTE } from '../shell/src/app/routing/route-table';

/**
 * The shell's index.html as the server that serves it completes it for one request (docs/decisions/101):
 * - the site registry inlined as a JSON data block, so the shell does not wait for /remotes.json;
 * - `preload` of everything the first route needs, read from the manifests: the shell's bootstrap chunk and
 *   shared singletons, the route's remote manifest, its remoteEntry.js and the exposed page's chunks. The browser
 *   fetches them all at once instead of one after another (index -> main -> registry -> manifest -> entry -> page);
 *   when the page has a prerendered copy, which paints without them, they start once it has painted.
 * - the page's prerendered copy (prerender.ts) when it has one, shown until the live page hands over (a member
 *   page's frame only on a visit with a session).
 * Nothing here blocks rendering: preloads only start downloads, and the data block is never executed.
 */
type Manifest = {
  metaData: { publicPath: string; remoteEntry: { name: string; path: string } };
  shared: { assets: { js: { sync: string[]; async: string[] } } }[];
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
};
type Registry = { remotes?: Record<string, { manifest?: string }> };

const MANIFEST_TTL_MS = 5000;
const MANIFEST_TIMEOUT_MS = 800;
/** Where a browser reports no paint entries, the downloads start this long after the first frame. */
const PAINT_FALLBACK_MS = 300;

/** Marks each scheme's copy inside the root until the page keeps the visitor's. */
const COPY_ATTRIBUTE = 'data-copy';

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Where a manifest's files live: its publicPath, or beside the manifest when that is `auto`. */
function baseOf(manifestUrl: string, manifest: Manifest): string {
  const publicPath = manifest.metaData.publicPath;
  return publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : new URL('.', manifestUrl).href;
}

/** Files of a page's expose, without the remote's own copies of shared packages (the shell provides those). */
export function exposeFiles(manifest: Manifest, expose: string): string[] {
  const shared = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  const entry = manifest.exposes.find((e) => e.name === expose);
  return entry ? entry.assets.js.sync.filter((file) => !shared.has(file)) : [];
}

export type ShellPage = (html: string, pathname: string, headers?: Record<string, string | string[] | undefined>) => Promise<string>;

type Device = 'phone' | 'desktop';

/**
 * The copy for the visitor's kind of device: a phone says so in `Sec-CH-UA-Mobile` (Chromium browsers) or its
 * user agent (others). A desktop window narrower than a tablet gets the desktop copy and the live page's
 * compact header when it takes over.
 */
export function deviceOf(headers: Record<string, string | string[] | undefined>): Device {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'phone';
  if (hint === '?0') return 'desktop';
  return /Mobi|Android|iPhone/i.test(String(headers['user-agent'] ?? '')) ? 'phone' : 'desktop';
}

/**
 * The copies of both colour schemes inside the app root, with the style rules they use (each scoped to its
 * scheme). Only the visitor's scheme shows: the head script has set it (shell/head.js), a style rule hides the
 * other copy, and an inline script right after the root removes it and unwraps the shown one, so the page holds
 * one copy (one of each id) as it did when drawn. React replaces it all on its first render. A member page's frame
 * is hidden on a visit the head script marked signed out: that visit goes to log in.
 */
export function prerenderedParts(copies: Record<ColorScheme, PrerenderedCopy>, member = false): { style: string; root: string } {
  const hidden = member ? `html[${SIGNED_OUT_ATTRIBUTE}] #root[${PRERENDERED_ATTRIBUTE}="member"]{visibility:hidden}` : '';
  const wrappers = [
    `#root>[${COPY_ATTRIBUTE}]{display:contents}`,
    ...COLOR_SCHEMES.map((scheme) => `${SCHEME_SCOPE[scheme]} #root>[${COPY_ATTRIBUTE}]:not([${COPY_ATTRIBUTE}="${scheme}"]){display:none}`),
  ];
  const css = [...COLOR_SCHEMES.flatMap((scheme) => copies[scheme].css), ...wrappers, hidden];
  const body = COLOR_SCHEMES.map((scheme) => `<div ${COPY_ATTRIBUTE}="${scheme}">${copies[scheme].html}</div>`).join('');
  const keep =
    `(function(){var d=document.documentElement.getAttribute('data-theme')==='dark'?'dark':'light';` +
    `Array.prototype.slice.call(document.getElementById('root').children).forEach(function(c){` +
    `c.getAttribute('${COPY_ATTRIBUTE}')===d?c.replaceWith.apply(c,Array.prototype.slice.call(c.childNodes)):c.remove()})})()`;
  return {
    style: `<style>${css.join('\n').replace(/<\/style/gi, '<\\/style')}</style>`,
    root: `<div id="root" ${PRERENDERED_ATTRIBUTE}${member ? '="member"' : ''}>${body}</div><script>${keep}</script>`,
  };
}

/** A download the first route needs, started before the shell asks for it: a script, or the remote's manifest. */
type Preload = { as: 'script' | 'fetch'; href: string };

/** Preloads as link tags in the head: the first paint of a page without a copy waits for these scripts. */
function preloadLinks(preloads: Preload[]): string {
  return preloads
    .map(({ as, href }) => `<link rel="preload" as="${as}"${as === 'fetch' ? ' crossorigin' : ''} href="${attr(href)}">`)
    .join('');
}

/** A statement that adds the preloads' link tags to the head (at low priority when `low`). */
function addLinks(preloads: Preload[], low: boolean): string {
  const list = escapeJson(preloads.map(({ as, href }) => [as, href]));
  return (
    `${list}.forEach(function(p){var l=document.createElement('link');l.rel='preload';l.as=p[0];l.href=p[1];` +
    `if(p[0]==='fetch')l.crossOrigin='anonymous';${low ? "l.fetchPriority='low';" : ''}document.head.appendChild(l)})`
  );
}

/** True in the page when the head script found no session (shell/head.js). */
const SIGNED_OUT_TEST = `document.documentElement.hasAttribute('${SIGNED_OUT_ATTRIBUTE}')`;

/** Preloads only a visit with a session starts: a member page's remote, which a visit without one never loads. */
function withSession(preloads: Preload[]): string {
  return preloads.length > 0 ? `<script>${SIGNED_OUT_TEST}||${addLinks(preloads, false)}</script>` : '';
}

/**
 * With a prerendered copy, the page paints without any script: its downloads and the shell's entry script start
 * once the copy has painted. As links in the head they would start with the document and share the bandwidth
 * with what the paint needs (the page, the font), and as a deferred script the entry would run before the first
 * paint whenever a fast connection delivers it early. The entry starts first, then the preloads (at low
 * priority, behind the font). A tab opened in the background (no frames) starts at once.
 * "Painted" is the browser's own first-paint entry (paint timing): a frame's callbacks run before that frame is
 * shown, so a timer set in one can fire while the copy is still on its way to the screen.
 */
export function startAfterFirstPaint(html: string, preloads: Preload[], members: Preload[] = []): string {
  return html.replace(/<script defer src="([^"]+)"><\/script>/, (_tag, src: string) => {
    const start =
      `var s=document.createElement('script');s.src=${escapeJson(src)};document.head.appendChild(s);` +
      `${addLinks(preloads, true)};${members.length > 0 ? `${SIGNED_OUT_TEST}||${addLinks(members, true)}` : ''}`;
    // Started by the browser's first paint entry; where paint timing is missing, a frame and a moment later.
    const wait =
      "try{new PerformanceObserver(function(l){l.getEntries().length&&start()}).observe({type:'paint',buffered:true})}catch(e){}" +
      `requestAnimationFrame(function(){setTimeout(start,${PAINT_FALLBACK_MS})})`;
    return `<script>(function(){var started=0;function start(){if(started)return;started=1;${start}}document.visibilityState==='hidden'?start():(function(){${wait}})()})()</script>`;
  });
}

/** The completer for the shell's dist; `registry` is the one the server publishes at /remotes.json. */
export function createShellPage(distDir: string, registry: () => unknown, fetchImpl: typeof fetch = fetch): ShellPage {
  const readShellFiles = () => {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as Manifest;
    // The chunk main.js imports at once (named in shell/src/main.ts), then the shared singletons it provides.
    const bootstrap = readdirSync(distDir).filter((file) => /^bootstrap\.[0-9a-f]+\.js$/.test(file));
    return [...new Set([...bootstrap, ...manifest.shared.flatMap((s) => s.assets.js.sync)])];
  };
  let shellFiles: ReturnType<typeof readShellFiles> | null = null;
  type Entry = { mtime: number; parts: Record<Device, ReturnType<typeof prerenderedParts>>; shellScripts: string[] };
  const copies = new Map<string, Entry>();
  const pageOf = (pathname: string): Entry | null => {
    const file = path.join(distDir, prerenderFile(pathname.replace(/(.)\/+$/, '$1')));
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const hit = copies.get(file);
    if (hit && hit.mtime === mtime) return hit;
    const page = JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPage;
    const entry = { mtime, parts: { phone: prerenderedParts(page.phone, page.member), desktop: prerenderedParts(page.desktop, page.member) }, shellScripts: page.shellScripts ?? [] };
    copies.set(file, entry);
    return entry;
  };
  const manifests = new Map<string, { at: number; manifest: Promise<Manifest | null> }>();

  const manifestOf = (url: string): Promise<Manifest | null> => {
    const hit = manifests.get(url);
    if (hit && Date.now() - hit.at < MANIFEST_TTL_MS) return hit.manifest;
    const manifest = fetchImpl(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
      .then((res) => (res.ok ? (res.json() as Promise<Manifest>) : null))
      .catch(() => null);
    manifests.set(url, { at: Date.now(), manifest });
    return manifest;
  };

  return async (html, pathname, headers = {}) => {
    let current: Registry | null = null;
    try {
      current = registry() as Registry;
    } catch {
      // the shell fetches /remotes.json itself and shows the registry error
    }
    shellFiles ??= readShellFiles();
    const route = routeFor(pathname);
    const prerendered = route ? pageOf(pathname) : null;
    const copy = prerendered?.parts[deviceOf(headers)] ?? null;
    // The shell's scripts as recorded when this page (else the home page) was prerendered: exactly what its
    // first visit loads. Without a record, the bootstrap chunk and every shared singleton of the shell.
    const recorded = prerendered?.shellScripts ?? pageOf('/')?.shellScripts;
    const preloads: Preload[] = (recorded?.length ? recorded : shellFiles).map((file) => ({ as: 'script', href: `/${file}` }));
    const manifestUrl = route && current?.remotes?.[route.remote]?.manifest;
    // The route's remote only where its guard may let the page render (shell/src/app/routing/page-access.ts): the
    // server does not know who asks, so never for an admin page (the shell loads it once the user is a super
    // admin), and for a member page only on a visit with a session (the head script marks one without).
    const remote: Preload[] = [];
    if (route && manifestUrl && route.access !== 'admin') {
      remote.push({ as: 'fetch', href: manifestUrl });
      const manifest = await manifestOf(manifestUrl);
      if (manifest) {
        const base = baseOf(manifestUrl, manifest);
        const entry = manifest.metaData.remoteEntry;
        const files = [`${entry.path ? `${entry.path}/` : ''}${entry.name}`, ...exposeFiles(manifest, route.expose)];
        for (const file of files) remote.push({ as: 'script', href: new URL(file, base).href });
      }
    }
    const members = route?.access === 'protected' ? remote : [];
    const everyone = route?.access === 'protected' ? preloads : [...preloads, ...remote];
    const data = current ? `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">${escapeJson(current)}</script>` : '';
    if (!copy) return html.replace('</head>', `${preloadLinks(everyone)}${withSession(members)}${data}</head>`);
    const page = html.replace('</head>', `${data}${copy.style}</head>`).replace('<div id="root"></div>', copy.root);
    return startAfterFirstPaint(page, everyone, members);
  };
}
