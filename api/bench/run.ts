// npm run bench (in api/): throughput and p99 of the public reads next to a bare Fastify route returning the
// same JSON, and login throughput with the chosen argon2 parameters. Loopback only; about 70 s in all.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { createPasswordHasher } from '../src/accounts/service/passwords';
import { DEFAULT_PASSWORD_HASHING, DEFAULT_RATE_LIMITS, loadConfig, type RateLimits } from '../src/config';
import { prepareDatabase } from '../src/server';
import { insertBenchUsers } from './bench-users';

/** `--check`: only the public reads, exiting non-zero when the budget is missed (CI). */
const CHECK_ONLY = process.argv.includes('--check');
/**
 * Seconds per run: 5, or 2 for the check. The check judges a ratio against the bare route measured alternately in
 * the same rounds, so a machine's pace cancels out; 2 s is still some 20,000 requests a run.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? (CHECK_ONLY ? 2 : 5));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Alternating bare/real rounds per route; the median ratio is reported and checked. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** Issue budget: each public read reaches at least this share of a bare route's throughput, with zero errors. */
const THROUGHPUT_BUDGET = 0.4;

const BROTLI = { 'accept-encoding': 'br' } as const;

/** The body exactly as sent (no decoding). */
function rawBytes(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}

type Result = { name: string; rps: number; p99: number; errors: number; non2xx: number; total: number };

async function run(name: string, url: string, extra: Partial<autocannon.Options> = {}): Promise<Result> {
  const result = await autocannon({ url, duration: DURATION_S, connections: CONNECTIONS, ...extra });
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const row = (r: Result, ratio?: number) =>
  `${r.name.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} ${`${r.p99} ms`.padStart(9)} ${String(r.errors).padStart(7)} ${String(r.non2xx).padStart(7)}${
    ratio === undefined ? '' : `   ${ratio.toFixed(2)} of bare`
  }`;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sentiscope-bench-'));
  const unlimited = Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((k) => [k, { limit: 1e9, windowMs: 60_000 }])) as RateLimits;
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', JWT_SECRET: 'bench-secret-'.repeat(4) }),
    rateLimits: unlimited,
    logMail: false,
  };
  const { db } = await prepareDatabase(config);
  const app = buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  // The bare route answers the very bytes the real route answers, as JSON and as the brotli a browser gets.
  const bare = Fastify({ logger: false });
  for (const route of ['/v1/plan', '/v1/stock/list']) {
    const json = await rawBytes(`${apiUrl}${route}`, {});
    const br = await rawBytes(`${apiUrl}${route}`, BROTLI);
    bare.get(route, (req, reply) => {
      reply.type('application/json; charset=utf-8');
      return req.headers['accept-encoding'] ? reply.header('content-encoding', 'br').send(br) : reply.send(json);
    });
  }
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  console.log(`SentiScope API bench: ${DURATION_S} s per run, ${CONNECTIONS} connections, loopback, SQLite in ${dataDir}`);
  console.log(`${'run'.padEnd(34)} ${'req/s'.padStart(8)} ${'p99'.padStart(9)} ${'errors'.padStart(7)} ${'non-2xx'.padStart(7)}`);
  const misses: string[] = [];
  for (const [route, headers] of [
    ['/v1/plan', {}],
    ['/v1/plan', BROTLI],
    ['/v1/stock/list', {}],
    ['/v1/stock/list', BROTLI],
  ] as const) {
    const label = `${route}${headers === BROTLI ? ' (br)' : ''}`;
    // Bare and real runs alternate, and the median of the rounds' ratios is what counts: a burst of load from
    // elsewhere on the machine then skews one round, not the verdict.
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const b = await run(`bare Fastify ${label}`, `${bareUrl}${route}`, { headers });
      console.log(row(b));
      const a = await run(`SentiScope ${label}`, `${apiUrl}${route}`, { headers });
      console.log(row(a, a.rps / b.rps));
      ratios.push(a.rps / b.rps);
      if (a.errors > 0 || a.non2xx > 0) misses.push(`${label} had ${a.errors} errors and ${a.non2xx} non-2xx answers`);
    }
    const ratio = median(ratios);
    console.log(`${label}: median ${ratio.toFixed(2)} of bare over ${ROUNDS} rounds (budget ${THROUGHPUT_BUDGET})`);
    if (ratio < THROUGHPUT_BUDGET) misses.push(`${label} at ${ratio.toFixed(2)} of bare (budget ${THROUGHPUT_BUDGET})`);
  }
  if (CHECK_ONLY) {
    await app.close();
    await bare.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (misses.length) {
      console.error(`API throughput budget missed: ${misses.join('; ')}`);
      process.exit(1);
    }
    console.log('API throughput budgets met.');
    return;
  }

  // Login: many verified users sharing one hash of the chosen cost, so every request does a full verification
  // and opens a session (a user reaches the 3-device limit only after 3 logins).
  const hasher = createPasswordHasher(DEFAULT_PASSWORD_HASHING);
  const passwordHash = await hasher.hash('bench-password');
  const users = Array.from({ length: 2000 }, (_, i) => `bench${i}@example.com`);
  await insertBenchUsers(db, users, passwordHash);
  let next = 0;
  const login = await run('SentiScope POST /v1/user/login', `${apiUrl}/v1/user/login`, {
    method: 'POST',
    connections: 4,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ email: users[(next += 1) % users.length], password: 'bench-password' }),
        }),
      },
    ],
  });
  console.log(row(login));

  // The same verification on one thread, without HTTP: what one core gives.
  const started = performance.now();
  let verified = 0;
  while (performance.now() - started < 3000) {
    if (await hasher.verify(passwordHash, 'bench-password')) verified += 1;
  }
  const perCore = verified / ((performance.now() - started) / 1000);
  const p = DEFAULT_PASSWORD_HASHING;
  console.log(
    `argon2id m=${p.memoryCost} KiB t=${p.timeCost} p=${p.parallelism}: ${perCore.toFixed(1)} verifications/s on one core; ` +
      `HTTP login ${login.rps.toFixed(1)}/s with ${availableParallelism()} cores visible = ${(login.rps / availableParallelism()).toFixed(1)}/s per core`,
  );

  await app.close();
  await bare.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
