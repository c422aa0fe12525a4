import path from 'node:path';
import { rspack, type MultiStats } from '@rspack/core';
import { loadConfig } from './app-config';
import { APPS, findApp, type App } from './apps';
import { prerender } from './prerender';

/**
 * Builds the front-end apps with rspack: `node -r ./scripts/register-ts.cjs scripts/build.ts [app ...] [--dev] [--watch]`.
 * With no app named, all five build together, then the prerendered pages are drawn in Node (prerender.ts).
 */
export async function buildApps(apps: readonly App[], options: { production: boolean; watch?: boolean; appDir?: string }) {
  const configs = (await Promise.all(apps.map((app) => loadConfig(app, options.production, options.appDir)))).flat();
  const compiler = rspack(configs);
  const report = (stats: MultiStats) => {
    for (const child of stats.stats) {
      const name = child.compilation.name ?? '?';
      const ms = (child.endTime ?? 0) - (child.startTime ?? 0);
      if (child.hasErrors()) {
        console.error(child.toString({ colors: false, all: false, errors: true, errorDetails: true }));
      }
      console.log(`  ${child.hasErrors() ? '✗' : '✓'} ${name.padEnd(14)} ${ms} ms`);
    }
  };
  if (options.watch) {
    compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
      if (error) console.error(error);
      else if (stats) report(stats);
    });
    return;
  }
  const stats = await new Promise<MultiStats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  report(stats);
  if (stats.hasErrors()) throw new Error('Build failed');
  return stats;
}

async function main() {
  if (process.execArgv.some((arg) => arg.includes('tsx'))) {
    // tsx rewrites the federation plugin's own functions, which it embeds in the bundles as source text.
    throw new Error('Build with `npm run build` (or node -r ./scripts/register-ts.cjs scripts/build.ts), not tsx.');
  }
  const args = process.argv.slice(2);
  // --app-dir DIR builds one app from another checkout of its folder (it lands in DIR/dist).
  const appDirIndex = args.indexOf('--app-dir');
  const appDir = appDirIndex >= 0 ? path.resolve(args[appDirIndex + 1] ?? '') : undefined;
  const names = args.filter((arg, index) => !arg.startsWith('--') && (appDirIndex < 0 || index !== appDirIndex + 1));
  if (appDir && names.length !== 1) throw new Error('--app-dir builds exactly one named app');
  const apps = names.length ? names.map(findApp) : APPS;
  const started = Date.now();
  console.log(`Building ${apps.map((a) => a.dir).join(', ')}…`);
  await buildApps(apps, { production: !args.includes('--dev'), watch: args.includes('--watch'), appDir });
  if (args.includes('--watch')) return;
  console.log(`Built in ${Date.now() - started} ms`);
  // The public pages' and the dashboard frame's first paint comes from their prerendered copies (needs every app built for production).
  if (!appDir && names.length === 0 && !args.includes('--dev')) {
    const prerenderStarted = Date.now();
    const count = await prerender();
    if (count) console.log(`Prerendered ${count} pages in ${Date.now() - prerenderStarted} ms`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
