import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { adminToken, startSite } from '../e2e/support/site';
import { ROUTE_TABLE } from '../shell/src/app/routing/route-table';
import { APPS, ROOT, type App } from './apps';
import { buildApps } from './build';

/**
 * `npm run bench:bundle`: build time of each app and of all five, then for each route's first visit the JS
 * requests and bytes (raw and gzip), split into shell / shared singletons / remote. `--check` fails when the
 * first visit of / is over its budget.
 */
const HOME_BUDGET_GZIP = 250 * 1024;
const check = process.argv.includes('--check');
const skipBuildTiming = process.argv.includes('--no-build-timing');

type Part = 'shell' | 'shared' | 'remote';
type Totals = Record<Part, { requests: number; raw: number; gzip: number }>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function sharedFilesOf(app: App): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, app.dir, 'dist', 'mf-manifest.json'), 'utf8')) as {
    shared: { assets: { js: { sync: string[]; async: string[] } } }[];
  };
  return new Set(manifest.shared.flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]));
}

async function timeBuilds() {
  console.log('Build time (production):');
  for (const app of APPS) {
    const started = Date.now();
    await buildApps([app], { production: true });
    console.log(`  ${app.dir.padEnd(15)} ${Date.now() - started} ms (alone, including start-up)`);
  }
  const started = Date.now();
  await buildApps(APPS, { production: true });
  console.log(`  ${'all five'.padEnd(15)} ${Date.now() - started} ms (together)\n`);
}

async function main() {
  if (!skipBuildTiming) await timeBuilds();
  const site = await startSite();
  const token = await adminToken(site);
  const sharedFiles = new Map(APPS.map((app) => [app.dir, sharedFilesOf(app)]));
  const appByPort = new Map(APPS.map((app) => [site.portOf(app.dir), app]));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  let homeGzip = 0;
  const biggest = new Map<string, number>();
  try {
    console.log(`First visit of each route (JS only; gzip as served):`);
    console.log(`${'route'.padEnd(22)} ${'requests'.padStart(8)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}   shell / shared / remote (gzip)`);
    for (const route of ROUTE_TABLE) {
      const context = await browser.newContext();
      if (route.access !== 'public') await context.addInitScript((t) => localStorage.setItem('token', t), token);
      const page = await context.newPage();
      const files: { app: App; file: string }[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        const app = appByPort.get(Number(url.port));
        if (app && url.pathname.endsWith('.js') && response.ok()) files.push({ app, file: url.pathname.slice(1) });
      });
      await page.goto(site.url(route.path), { waitUntil: 'networkidle' });
      await context.close();
      const totals: Totals = { shell: { requests: 0, raw: 0, gzip: 0 }, shared: { requests: 0, raw: 0, gzip: 0 }, remote: { requests: 0, raw: 0, gzip: 0 } };
      for (const { app, file } of files) {
        const body = readFileSync(path.join(ROOT, app.dir, 'dist', file));
        const gzip = gzipSync(body).length;
        const part: Part = sharedFiles.get(app.dir)?.has(file) ? 'shared' : app.dir === 'shell' ? 'shell' : 'remote';
        totals[part].requests += 1;
        totals[part].raw += body.length;
        totals[part].gzip += gzip;
        biggest.set(`${app.dir}/${file}`, gzip);
      }
      const all = Object.values(totals).reduce((sum, t) => ({ requests: sum.requests + t.requests, raw: sum.raw + t.raw, gzip: sum.gzip + t.gzip }), { requests: 0, raw: 0, gzip: 0 });
      if (route.path === '/') homeGzip = all.gzip;
      console.log(
        `${route.path.padEnd(22)} ${String(all.requests).padStart(8)} ${kb(all.raw).padStart(10)} ${kb(all.gzip).padStart(10)}   ${kb(totals.shell.gzip)} / ${kb(totals.shared.gzip)} / ${kb(totals.remote.gzip)}`,
      );
    }
    console.log('\nBiggest scripts (gzip):');
    for (const [file, size] of [...biggest].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`  ${kb(size).padStart(9)}  ${file}`);
  } finally {
    await browser.close();
    await site.close();
  }
  const verdict = homeGzip <= HOME_BUDGET_GZIP ? 'within' : 'OVER';
  console.log(`\nFirst visit of /: ${kb(homeGzip)} of JS gzip, ${verdict} the ${kb(HOME_BUDGET_GZIP)} budget.`);
  if (check && homeGzip > HOME_BUDGET_GZIP) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
