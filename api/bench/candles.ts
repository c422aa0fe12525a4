// npm run bench:candles (in api/): GET /v1/stock/candles/{id}?interval=1h over 90 days of stored hours (2,160
// candles) through the real app on loopback and SQLite, one request at a time on one kept-alive connection asking
// for brotli, after a warm-up. A run's figure is the p95 latency to the last byte; the verdict is the median of the
// runs' and the brotli body's size. `--check` exits non-zero past the budgets (issue 35: p95 10 ms, 40 KB brotli).
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { createPasswordHasher } from '../src/accounts/service/passwords';
import { prepareDatabase } from '../src/server';
import { storeHourlyCandles } from '../src/prices/data/hourly';
import { bumpDataVersion } from '../src/prices/data/store';
import { benchAppConfig, insertBenchUsers } from './bench-users';
import { p95Of, timedGet } from './timed-get';

export const P95_BUDGET_MS = 10;
export const BROTLI_BUDGET_BYTES = 40 * 1024;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const REQUESTS = Math.max(100, Number(process.env.BENCH_REQUESTS ?? 500));
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request's time to its last byte (ms) and the body's bytes as sent; refuses an answer that is not 200. */
async function timed(url: string, token: string): Promise<{ ms: number; bytes: number }> {
  const answer = await timedGet(url, { authorization: `Bearer ${token}`, 'accept-encoding': 'br' }, agent);
  if (answer.status !== 200 || answer.encoding !== 'br') throw new Error(`${url} answered ${answer.status} (${answer.encoding})`);
  return answer;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sentiscope-bench-candles-'));
  const config = benchAppConfig(dataDir);
  const { db } = await prepareDatabase(config);
  // 90 whole days of hours ending yesterday, a wandering price like a coin's.
  const end = Math.floor(Date.now() / DAY) * DAY;
  let close = 90_000;
  const hours = Array.from({ length: 90 * 24 }, (_, i) => {
    const open = close;
    close = open * (1 + Math.sin(i * 1.7) * 0.004 + Math.cos(i / 7) * 0.001);
    return { time: end - 90 * DAY + i * HOUR, open, high: Math.max(open, close) * 1.002, low: Math.min(open, close) * 0.998, close, volume: 2e7 + 5e6 * Math.sin(i / 3) };
  });
  await db.k.transaction().execute(async (trx) => {
    await storeHourlyCandles(trx, 'btc', hours, 'binance', Date.now());
    await bumpDataVersion(trx, Date.now(), { candles: [] });
  });
  const password = 'bench-password-1';
  await insertBenchUsers(db, ['candles@bench.test'], await createPasswordHasher(config.passwordHashing).hash(password));
  const app = buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const login = await fetch(`${base}/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'candles@bench.test', password }) });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const url = `${base}/v1/stock/candles/btc?interval=1h&startDate=${day(end - 90 * DAY)}&endDate=${day(end - DAY)}`;

  try {
    console.log(`Candles bench: GET /v1/stock/candles/btc?interval=1h, ${hours.length.toLocaleString('en-US')} hours, ${RUNS} runs of ${REQUESTS} requests, one connection, SQLite`);
    const p95s: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      for (let i = 0; i < REQUESTS / 10; i++) await timed(url, token);
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const answer = await timed(url, token);
        times.push(answer.ms);
        bytes = answer.bytes;
      }
      p95s.push(p95Of(times));
    }
    p95s.sort((a, b) => a - b);
    const p95 = p95s[Math.floor(p95s.length / 2)];
    console.log(`warm p95 ${p95.toFixed(2)} ms (median of ${RUNS} runs: ${p95s.map((t) => t.toFixed(2)).join(', ')}; budget ${P95_BUDGET_MS} ms); brotli body ${(bytes / 1024).toFixed(1)} KB (budget ${BROTLI_BUDGET_BYTES / 1024} KB)`);
    if (process.argv.includes('--check')) {
      if (p95 > P95_BUDGET_MS || bytes > BROTLI_BUDGET_BYTES) {
        console.error(`Candles budget missed: p95 ${p95.toFixed(2)} ms, ${bytes} bytes`);
        process.exitCode = 1;
      } else console.log('Candles budget met.');
    }
  } finally {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
