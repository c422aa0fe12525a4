// npm run bench:keys (in api/): what checking an API key adds to an answer. The same member asks the same route
// (GET /v1/watchlist, one read of their own) with their session token and with an API key, one request at a time
// on one kept-alive connection, the two alternating so that load from elsewhere hits both alike. A run's figure is
// the median latency with the key less the median with the session; the verdict is the median of the runs'.
// `--check` exits non-zero past the budget (issue 36: 0.2 ms or less at the median). Loopback and SQLite only.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { createPasswordHasher } from '../src/accounts/service/passwords';
import { prepareDatabase } from '../src/server';
import { benchAppConfig, insertBenchUsers } from './bench-users';

const CHECK = process.argv.includes('--check');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
/** Requests per kind and run (after a warm-up of a tenth as many). */
const REQUESTS = Math.max(100, Number(process.env.BENCH_REQUESTS ?? 2000));
/** Issue budget: a key adds at most this many milliseconds to the median answer. */
export const KEY_BUDGET_MS = 0.2;
const ROUTE = '/v1/watchlist';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request's time to its last byte, in milliseconds; refuses an answer that is not 200. */
function timed(url: string, token: string): Promise<number> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
          else resolve(Number(process.hrtime.bigint() - started) / 1e6);
        });
      })
      .on('error', reject);
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${url}: ${response.status} ${answer.message}`);
  return answer.data;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sentiscope-bench-keys-'));
  const config = benchAppConfig(dataDir);
  const { db } = await prepareDatabase(config);
  // Every request of the bench fits the day's quota.
  await db.k.updateTable('plans').set({ api_daily_quota: 10_000_000 }).execute();
  const password = 'bench-password-1';
  await insertBenchUsers(db, ['keys@bench.test'], await createPasswordHasher(config.passwordHashing).hash(password));
  const app = buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const { token } = await post<{ token: string }>(`${base}/v1/user/login`, { email: 'keys@bench.test', password });
  const { secret } = await post<{ secret: string }>(`${base}/v1/user/api-keys`, { name: 'Bench', scopes: ['read'] }, token);

  console.log(`API key bench: GET ${ROUTE}, ${RUNS} runs of ${REQUESTS} requests per kind, one connection, SQLite in ${dataDir}`);
  const deltas: number[] = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const bySession: number[] = [];
      const byKey: number[] = [];
      for (let i = 0; i < REQUESTS / 10; i += 1) {
        await timed(`${base}${ROUTE}`, token);
        await timed(`${base}${ROUTE}`, secret);
      }
      for (let i = 0; i < REQUESTS; i += 1) {
        // Which goes first alternates too, so neither always follows the other's garbage or cache state.
        const [first, second] = i % 2 ? [token, secret] : [secret, token];
        const a = await timed(`${base}${ROUTE}`, first);
        const b = await timed(`${base}${ROUTE}`, second);
        (first === token ? bySession : byKey).push(a);
        (second === token ? bySession : byKey).push(b);
      }
      const delta = median(byKey) - median(bySession);
      deltas.push(delta);
      console.log(`run ${run}: median with a session ${median(bySession).toFixed(3)} ms, with a key ${median(byKey).toFixed(3)} ms, key adds ${delta.toFixed(3)} ms`);
    }
  } finally {
    agent.destroy();
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const verdict = median(deltas);
  console.log(`median of ${RUNS} runs: a key adds ${verdict.toFixed(3)} ms to the median answer (budget ${KEY_BUDGET_MS} ms)`);
  if (CHECK && verdict > KEY_BUDGET_MS) {
    console.error(`API key budget missed: ${verdict.toFixed(3)} ms > ${KEY_BUDGET_MS} ms`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
