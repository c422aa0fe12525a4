import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, apiPort, localRegistry, portOf } from './apps';
import { buildApps } from './build';
import { prerender } from './prerender';
import { createShellPage } from './shell-page';
import { startStaticServer } from './static-server';

/**
 * `npm start`: builds every app for production, builds the API and starts it compiled on its embedded database with
 * seeded data, serves each app from its own port with a registry pointing at them, and prints the URLs.
 * `npm run dev` does the same with watch-mode builds, and runs the API's TypeScript through tsx.
 */
const watch = process.argv.includes('--watch');
const children: ChildProcess[] = [];

function sharedDataDefaults(): NodeJS.ProcessEnv {
  // The embedded offline dataset sits beside the repository (../shared/data); it is read there, never copied.
  const data = path.resolve(ROOT, '..', 'shared', 'data');
  const env: NodeJS.ProcessEnv = {};
  if (!process.env.MARKET_DATA_DIR && existsSync(path.join(data, 'market'))) env.MARKET_DATA_DIR = path.join(data, 'market');
  if (!process.env.HEADLINES_FILE && existsSync(path.join(data, 'news', 'headlines.csv'))) {
    env.HEADLINES_FILE = path.join(data, 'news', 'headlines.csv');
  }
  return env;
}

/**
 * How the API is run: compiled as a deployment runs it (`npm run build -w api`, then the node flags and file of
 * `start:compiled`: source maps and the heap limit of docs/scale.md), or through tsx in watch mode.
 */
function apiCommand(): string[] {
  if (watch) return [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'src/main.ts'];
  execFileSync(process.execPath, [path.join(ROOT, 'api', 'scripts', 'build.mjs')], { stdio: 'inherit' });
  const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'api', 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  return scripts['start:compiled'].trim().split(/\s+/).slice(1);
}

function startApi(): Promise<void> {
  const port = apiPort();
  const shellOrigin = `http://localhost:${portOf(APPS[0])}`;
  const child = spawn(process.execPath, apiCommand(), {
    cwd: path.join(ROOT, 'api'),
    env: {
      SITE_URL: shellOrigin,
      // The site's own origins, whatever ports they were given.
      CORS_ORIGINS: APPS.flatMap((app) => [`http://localhost:${portOf(app)}`, `http://127.0.0.1:${portOf(app)}`]).join(','),
      ...sharedDataDefaults(),
      // The site run here takes test payments (no card charged); a real deployment sets Stripe keys instead.
      LOCAL_CHECKOUT: 'on',
      ...process.env,
      PORT: String(port),
    },
    // The API writes straight to this terminal (or whatever took npm start's output): its request log is not
    // relayed through this process, which would copy every line and make the API wait on it.
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let ready = false;
    child.once('exit', (code) => {
      if (!ready) reject(new Error(`The API exited with code ${code} before it was ready`));
      else if (!shuttingDown) {
        console.error(`[api] exited with code ${code}`);
        shutdown(1);
      }
    });
    // Ready once it answers its health route (start-up imports the bundled files first: seconds, not minutes).
    const host = !process.env.HOST || ['0.0.0.0', '::'].includes(process.env.HOST) ? '127.0.0.1' : process.env.HOST;
    const poll = () => {
      if (child.exitCode !== null) return;
      fetch(`http://${host.includes(':') ? `[${host}]` : host}:${port}/v1/health`)
        .then((res) => {
          if (!res.ok) throw new Error(String(res.status));
          ready = true;
          resolve();
        })
        .catch(() => setTimeout(poll, 200));
    };
    poll();
  });
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function main() {
  const started = Date.now();
  console.log(watch ? 'Building SentiScope in watch mode…' : 'Building SentiScope for production…');
  if (watch) await buildApps(APPS, { production: false, watch: true });
  else {
    await buildApps(APPS, { production: true });
    await prerender();
  }
  const host = process.env.HOST ?? '127.0.0.1';
  await startApi();
  for (const app of APPS) {
    const dir = path.join(ROOT, app.dir, 'dist');
    await startStaticServer({
      dir,
      port: portOf(app),
      host,
      registry: () => localRegistry(),
      csp: !watch,
      page: app.dir === 'shell' && !watch ? createShellPage(dir, () => localRegistry()) : undefined,
    });
  }
  const pad = (s: string) => s.padEnd(15);
  console.log(`\nSentiScope is up (${((Date.now() - started) / 1000).toFixed(1)} s):`);
  console.log(`  ${pad('site')}http://localhost:${portOf(APPS[0])}`);
  for (const app of APPS.slice(1)) console.log(`  ${pad(app.dir)}http://localhost:${portOf(app)}  (standalone)`);
  console.log(`  ${pad('api')}http://localhost:${apiPort()}/v1`);
  const offline = ['1', 'true'].includes((process.env.SENTISCOPE_OFFLINE ?? '').trim().toLowerCase());
  console.log(
    offline
      ? '\nOffline (SENTISCOPE_OFFLINE=1): no request leaves this machine; the site shows the stored data, else the bundled files, else labelled demo data.'
      : '\nLive data: prices and headlines are fetched from the public sources in the API\'s "market data" line above; SENTISCOPE_OFFLINE=1 keeps every request on this machine.',
  );
  console.log('Sign in as the super admin printed by the API above (ADMIN_EMAIL / ADMIN_PASSWORD to choose your own).');
  console.log(`Mail (OTP codes, reset links) goes to ${process.env.DATA_DIR ?? '.data'}/outbox.jsonl unless SMTP_URL is set. Ctrl+C stops everything.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  shutdown(1);
});
