import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { APPS, ROOT, type App } from '../../scripts/apps';
import { createShellPage } from '../../scripts/shell-page';
import { startStaticServer } from '../../scripts/static-server';
import { ADMIN_TOTP_SECRET, nextCode } from './two-factor';

export const ADMIN = { email: 'e2e-admin@sentiscope.test', password: 'e2e-admin-password-1' };

const SHARED_DATA = path.resolve(ROOT, '..', 'shared', 'data');
// E2E_PORT_BASE lets several checkouts run their browser tests side by side on one machine.
let nextBase = Number(process.env.E2E_PORT_BASE ?? 3100) + (Number(process.env.JEST_WORKER_ID ?? 1) - 1) * 200;

export type Site = {
  url: (pathname?: string) => string;
  apiUrl: string;
  /** The mail the API sent (its local outbox), newest last. */
  outbox: () => { to: string; subject: string; text: string }[];
  portOf: (dir: App['dir']) => number;
  /** Takes one app's server down, as when its deployment is unreachable. */
  stopApp: (dir: App['dir']) => Promise<void>;
  /** Serves an app again, from its dist or from another build output (a redeploy). */
  startApp: (dir: App['dir'], distDir?: string) => Promise<void>;
  /** Stops the API and starts it again on the same database (what a restart keeps, and what it loses). */
  restartApi: () => Promise<void>;
  close: () => Promise<void>;
};

/** What a test may change about the site: extra API variables (e.g. live sources pointed at a fake market). */
export type SiteOptions = { apiEnv?: Record<string, string> };

function startApi(port: number, dataDir: string, origins: string[], siteUrl: string, extraEnv: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'src/main.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_TOTP_SECRET,
      CORS_ORIGINS: origins.join(','),
      SITE_URL: siteUrl,
      LOG_LEVEL: 'warn',
      // The browser journeys pay with the built-in test checkout.
      LOCAL_CHECKOUT: 'on',
      // The browser tests never reach a source outside this machine (docs/ingestion.md).
      SENTISCOPE_OFFLINE: '1',
      ...(existsSync(SHARED_DATA)
        ? { MARKET_DATA_DIR: path.join(SHARED_DATA, 'market'), HEADLINES_FILE: path.join(SHARED_DATA, 'news', 'headlines.csv') }
        : {}),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on http/i.test(output)) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`API exited (${code}) before it was ready:\n${output}`)));
  });
}

/** The production build served as `npm start` serves it, on ports of its own, with a fresh database. */
export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const base = nextBase;
  nextBase += 10;
  const ports = Object.fromEntries(APPS.map((app, index) => [app.dir, base + index])) as Record<App['dir'], number>;
  const apiPort = base + 9;
  const origins = APPS.flatMap((app) => [`http://localhost:${ports[app.dir]}`, `http://127.0.0.1:${ports[app.dir]}`]);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sentiscope-e2e-'));
  const startOurApi = () => startApi(apiPort, dataDir, origins, `http://localhost:${ports.shell}`, options.apiEnv);
  let api = await startOurApi();
  const stopApi = async () => {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  };
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const registry = () => ({
    apiUrl,
    remotes: Object.fromEntries(
      APPS.filter((app) => app.dir !== 'shell').map((app) => [app.name, { manifest: `http://127.0.0.1:${ports[app.dir]}/mf-manifest.json` }]),
    ),
  });
  const servers = new Map<App['dir'], http.Server>();
  const startApp = async (dir: App['dir'], distDir = path.join(ROOT, dir, 'dist')) => {
    // The shell's HTML is completed per request as `npm start` does (inlined registry, preloads).
    const page = dir === 'shell' ? createShellPage(distDir, registry) : undefined;
    servers.set(dir, await startStaticServer({ dir: distDir, port: ports[dir], registry, csp: true, page }));
  };
  const stopApp = async (dir: App['dir']) => {
    const server = servers.get(dir);
    servers.delete(dir);
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  for (const app of APPS) await startApp(app.dir);
  return {
    url: (pathname = '/') => `http://127.0.0.1:${ports.shell}${pathname}`,
    apiUrl,
    outbox: () => {
      const file = path.join(dataDir, 'outbox.jsonl');
      if (!existsSync(file)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string; subject: string; text: string });
    },
    portOf: (dir) => ports[dir],
    stopApp,
    startApp,
    restartApi: async () => {
      await stopApi();
      api = await startOurApi();
    },
    close: async () => {
      for (const dir of [...servers.keys()]) await stopApp(dir);
      await stopApi();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the seeded super admin in through the API, as the login page would, with a code from its authenticator. */
export async function adminToken(site: Site): Promise<string> {
  const response = await fetch(`${site.apiUrl}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, twoFactorCode: await nextCode(), device: { name: 'Unknown Device', userAgent: 'Chrome' } }),
  });
  const body = (await response.json()) as { data?: { token?: string }; message?: string };
  if (!response.ok || !body.data?.token) throw new Error(`Admin login failed: ${response.status} ${body.message}`);
  return body.data.token;
}
