// The API started with API_WORKERS=2 (node:cluster): one port, two worker processes on one database. Each new
// connection goes to the next worker in turn, so requests sent over fresh connections alternate between them:
// a session ended through one is refused by both, and failed logins count across both.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnProcess, stop, TSX } from '../bench/api-process';
import { insertBenchUsers } from '../bench/bench-users';
import { createPasswordHasher } from '../src/accounts/service/passwords';
import { DEFAULT_PASSWORD_HASHING, loadConfig } from '../src/config';
import { prepareDatabase } from '../src/server';

const PASSWORD = 'cluster-password-1';

/** One request over its own connection (no keep-alive), so the cluster hands it to the next worker. */
function send(origin: string, method: string, route: string, options: { token?: string; body?: unknown } = {}) {
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const headers: Record<string, string> = { connection: 'close' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const req = http.request(`${origin}${route}`, { method, headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
    req.on('error', reject);
    req.end(options.body === undefined ? undefined : JSON.stringify(options.body));
  });
}

describe('API_WORKERS=2: two workers on one port', () => {
  let dataDir: string;
  const children: ChildProcess[] = [];
  let origin: string;
  const emails = ['one@cluster.test', 'two@cluster.test'];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sentiscope-cluster-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: 'cluster-test-secret-'.repeat(3), LOG_LEVEL: 'warn', ADMIN_EMAIL: 'admin@cluster.test', ADMIN_PASSWORD: 'cluster-admin-password-1' };
    const { db } = await prepareDatabase(loadConfig({ ...env, PORT: '0' }));
    await insertBenchUsers(db, emails, await createPasswordHasher(DEFAULT_PASSWORD_HASHING).hash(PASSWORD), 'Cluster');
    await db.close();
    origin = await spawnProcess([TSX, 'src/main.ts'], { ...env, PORT: '0', HOST: '127.0.0.1', API_WORKERS: '2' }, children);
  }, 60_000);

  afterAll(async () => {
    for (const child of children) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a logged-out session on every worker', async () => {
    const login = await send(origin, 'POST', '/v1/user/login', { body: { email: emails[0], password: PASSWORD } });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;
    for (let i = 0; i < 2; i += 1) expect((await send(origin, 'GET', '/v1/user/devices', { token })).status).toBe(200);
    expect((await send(origin, 'POST', '/v1/user/logout', { token, body: { fromAllDevices: false } })).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await send(origin, 'GET', '/v1/user/devices', { token })).status).toBe(401);
  }, 60_000);

  it('counts failed logins across workers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await send(origin, 'POST', '/v1/user/login', { body: { email: emails[1], password: 'wrong-password-1' } })).status);
    }
    // Wrong passwords back off after three per account and client, counted in the database: the attempts went
    // to both workers in turn, yet the fourth and fifth are refused.
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  }, 60_000);
});
