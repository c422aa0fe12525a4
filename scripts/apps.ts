import path from 'node:path';
import { REMOTES } from '@sentiscope/shared/contract';

export const ROOT = path.resolve(__dirname, '..');

/** The five front-end apps, their federation names (the remotes' from the contract) and default ports (each overridable by environment). */
export const APPS = [
  { dir: 'shell', name: 'shell', portEnv: 'SHELL_PORT', defaultPort: 3000 },
  { dir: 'mfe-marketing', name: REMOTES.marketing, portEnv: 'MARKETING_PORT', defaultPort: 3001 },
  { dir: 'mfe-auth', name: REMOTES.auth, portEnv: 'AUTH_PORT', defaultPort: 3002 },
  { dir: 'mfe-dashboard', name: REMOTES.dashboard, portEnv: 'DASHBOARD_PORT', defaultPort: 3003 },
  { dir: 'mfe-admin', name: REMOTES.admin, portEnv: 'ADMIN_PORT', defaultPort: 3004 },
] as const;

export type App = (typeof APPS)[number];

export const REMOTE_APPS = APPS.filter((app) => app.dir !== 'shell');

export function portOf(app: App, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[app.portEnv];
  const port = raw ? Number(raw) : app.defaultPort;
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${app.portEnv} must be a port number, got ${raw}`);
  return port;
}

export function apiPort(env: NodeJS.ProcessEnv = process.env): number {
  return env.API_PORT ? Number(env.API_PORT) : 4000;
}

export function findApp(dir: string): App {
  const app = APPS.find((candidate) => candidate.dir === dir);
  if (!app) throw new Error(`Unknown app '${dir}'. Apps: ${APPS.map((a) => a.dir).join(', ')}`);
  return app;
}

/** The registry the shell reads at boot: remote name -> manifest URL, plus the API base URL. */
export function localRegistry(host = 'localhost', env: NodeJS.ProcessEnv = process.env) {
  const remotes = Object.fromEntries(
    REMOTE_APPS.map((app) => [app.name, { manifest: `http://${host}:${portOf(app, env)}/mf-manifest.json` }]),
  );
  return { apiUrl: env.PUBLIC_API_URL ?? `http://${host}:${apiPort(env)}`, remotes };
}
