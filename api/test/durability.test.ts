// Killing the API mid-traffic loses nothing it acknowledged: the embedded SQLite database runs in WAL mode with
// full sync. The real server runs as its own process here, and is killed with SIGKILL (no shutdown hook runs).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@sentiscope/shared/contract';

const ROOT = path.resolve(__dirname, '..', '..');

type Running = { child: ChildProcess; url: string };

function startApi(dataDir: string): Promise<Running> {
  // The server itself, not a wrapper process: SIGKILL must hit the process that holds the database.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: 'durability-test-secret-'.repeat(3),
      ADMIN_EMAIL: 'admin@durability.test',
      ADMIN_PASSWORD: 'durability-admin-pass',
      LOG_LEVEL: 'error',
      MARKET_DATA_DIR: '',
      HEADLINES_FILE: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)\/v1/.exec(output);
      if (match) resolve({ child, url: match[1] });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`API exited (${code}):\n${output}`)));
  });
}

const signup = (url: string, n: number) =>
  fetch(`${url}/v1/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Writer ${n}`,
      email: `writer${n}@durability.test`,
      password: 'durable-password',
      phoneNumber: '',
      isAbove18: true,
      acceptedTermsAndConditions: true,
    }),
  });

const loginMessage = async (url: string, n: number) => {
  const response = await fetch(`${url}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `writer${n}@durability.test`,
      password: 'durable-password',
      device: { name: 'Unknown Device', ip: '127.0.0.1', userAgent: 'Chrome' },
    }),
  });
  return ((await response.json()) as { message: string }).message;
};

describe('durability of the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sentiscope-durability-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every acknowledged sign-up after the process is killed mid-traffic', async () => {
    const first = await startApi(dataDir);
    const acknowledged: number[] = [];
    const inFlight = Array.from({ length: 30 }, (_, n) =>
      signup(first.url, n)
        .then((response) => {
          if (response.status === 201 || response.status === 200) acknowledged.push(n);
          if (acknowledged.length === 10) first.child.kill('SIGKILL');
        })
        .catch(() => undefined), // the ones in flight when the process dies
    );
    await Promise.all(inFlight);
    const exited = () => first.child.exitCode !== null || first.child.signalCode !== null;
    await new Promise((resolve) => (exited() ? resolve(null) : first.child.once('exit', resolve)));
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);

    const second = await startApi(dataDir);
    try {
      // Each acknowledged account exists (and still needs its e-mail verified) after the restart.
      const messages = await Promise.all(acknowledged.map((n) => loginMessage(second.url, n)));
      expect(messages).toEqual(acknowledged.map(() => MESSAGES.emailNotVerified));
    } finally {
      second.child.kill('SIGTERM');
      await new Promise((resolve) => second.child.once('exit', resolve));
    }
  }, 60000);
});
