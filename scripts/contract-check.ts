import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_TABLE } from '../shell/src/app/routing/route-table';
import { exposesOf, pageListProblems, REMOTE_NAMES, REMOTES, type RemoteName, type RemotePages } from '@sentiscope/shared/contract';
import { SHARED_PACKAGES } from '../rspack.config.base';
import { PAGES as ADMIN_PAGES } from '../mfe-admin/src/app/pages';
import { PAGES as AUTH_PAGES } from '../mfe-auth/src/app/pages';
import { PAGES as DASHBOARD_PAGES } from '../mfe-dashboard/src/app/pages';
import { PAGES as MARKETING_PAGES } from '../mfe-marketing/src/app/pages';
import { APPS, ROOT } from './apps';

/**
 * The contract between the shell and the remotes, checked on the built manifests: every page of the site's
 * list (shared/src/contract/site-pages.ts) is published by its remote and nothing else is, each remote's own page
 * list (src/app/pages.ts, which its exposes and standalone pages come from) holds exactly its paths with modules
 * that exist, its standalone page is built, and every app shares every singleton of the policy with versions that
 * satisfy each other.
 */
type ManifestShared = { name: string; version: string; singleton?: boolean; requiredVersion?: string };
type Manifest = { name: string; exposes: { name: string; path: string }[]; shared: ManifestShared[] };

const results: { ok: boolean; text: string }[] = [];
const check = (ok: boolean, text: string) => results.push({ ok, text });

function parse(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Whether `version` satisfies a caret range '^a.b.c' (the only form the shared policy writes). */
export function satisfiesCaret(version: string, range: string): boolean {
  const have = parse(version);
  const want = parse(range.replace(/^\^/, ''));
  if (!have || !want) return false;
  if (have[0] !== want[0]) return false;
  if (want[0] === 0 && have[1] !== want[1]) return false;
  for (let i = 0; i < 3; i += 1) {
    if (have[i] !== want[i]) return have[i] > want[i];
  }
  return true;
}

function readManifest(dir: string): Manifest | null {
  const file = path.join(ROOT, dir, 'dist', 'mf-manifest.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

const manifests = new Map<string, Manifest>();
for (const app of APPS) {
  const manifest = readManifest(app.dir);
  check(manifest !== null, `${app.dir} has a built mf-manifest.json`);
  if (manifest) manifests.set(app.name, manifest);
}

for (const route of ROUTE_TABLE) {
  const manifest = manifests.get(route.remote);
  const exposed = manifest?.exposes.some((expose) => expose.name === route.expose && expose.path === `./${route.expose}`);
  check(Boolean(exposed), `${route.path} -> ${route.remote} exposes ./${route.expose}`);
}

// Each remote publishes exactly the pages the site's list gives it (no missing page, no stray expose).
for (const remote of REMOTE_NAMES) {
  const manifest = manifests.get(remote);
  if (!manifest) continue;
  const wanted = new Set(exposesOf(remote));
  const stray = manifest.exposes.map((expose) => expose.name).filter((name) => !wanted.has(name));
  check(stray.length === 0, `${remote} exposes only its pages in the site's list${stray.length ? ` (also ${stray.join(', ')})` : ''}`);
}

// Each remote's one page list: the standalone run serves every path the shell routes to it, from real modules.
const PAGE_LISTS: Record<RemoteName, RemotePages> = {
  [REMOTES.marketing]: MARKETING_PAGES,
  [REMOTES.auth]: AUTH_PAGES,
  [REMOTES.dashboard]: DASHBOARD_PAGES,
  [REMOTES.admin]: ADMIN_PAGES,
};
for (const app of APPS.filter((candidate) => candidate.dir !== 'shell')) {
  const pages = PAGE_LISTS[app.name as RemoteName];
  const problems = pageListProblems(app.name as RemoteName, pages);
  check(problems.length === 0, `${app.dir}'s page list holds exactly its paths${problems.length ? ` (${problems.join('; ')})` : ''}`);
  for (const [route, page] of Object.entries(pages)) {
    check(existsSync(path.join(ROOT, app.dir, 'src/features', `${page}.tsx`)), `${app.dir} serves ${route} standalone from src/features/${page}.tsx`);
  }
  check(existsSync(path.join(ROOT, app.dir, 'dist', 'index.html')), `${app.dir} has a built standalone page (dist/index.html)`);
}

for (const [name, manifest] of manifests) {
  const shared = new Map(manifest.shared.map((entry) => [entry.name, entry]));
  for (const request of Object.keys(SHARED_PACKAGES)) {
    const entry = shared.get(request);
    check(Boolean(entry?.singleton), `${name} shares ${request} as a singleton`);
  }
  const extra = manifest.shared.filter((entry) => !(entry.name in SHARED_PACKAGES)).map((entry) => entry.name);
  check(extra.length === 0, `${name} shares nothing outside the policy${extra.length ? ` (found ${extra.join(', ')})` : ''}`);
}

for (const request of Object.keys(SHARED_PACKAGES)) {
  const entries = [...manifests].flatMap(([app, manifest]) =>
    manifest.shared.filter((entry) => entry.name === request).map((entry) => ({ app, ...entry })),
  );
  for (const provider of entries) {
    for (const consumer of entries) {
      if (!consumer.requiredVersion) continue;
      check(
        satisfiesCaret(provider.version, consumer.requiredVersion),
        `${request}@${provider.version} from ${provider.app} satisfies ${consumer.app}'s ${consumer.requiredVersion}`,
      );
    }
  }
}

const failed = results.filter((result) => !result.ok);
for (const result of failed) console.error(`✗ ${result.text}`);
console.log(`contract: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
