// Bench of GET /v1/stock/details for one year of BTC with headlines: the real app on loopback, a temp
// SQLite file, the real data in ../shared/data. Cold = first request for a distinct range (the per-range
// result cache is empty; the per-asset history and scored headlines are loaded at start-up), warm = the
// same range again, throughput = autocannon for a bounded duration.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { compressionSettled } from '../src/platform/http/wire';
import { prepareDatabase } from '../src/server';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (opts: Record<string, unknown>) => Promise<{
  requests: { average: number; total: number };
  latency: { p50: number; p97_5: number; p99: number };
  non2xx: number;
  errors: number;
}>;

/** Warm = a range already analysed (served from the stored body); wire = brotli bytes of the warm answer. */
export const BUDGET = { warmP95Ms: 5, coldP95Ms: 100, wireBytes: 30 * 1024 };

export type AnalysisBench = {
  coldMs: { p50: number; p95: number; n: number };
  warmMs: { p50: number; p95: number; n: number };
  firstRequestAfterStartMs: number;
  throughput: { requestsPerSecond: number; total: number; p50Ms: number; p99Ms: number; connections: number; durationS: number; non2xx: number };
  responseBytes: number;
  /** Bytes on the wire for the warm answer with `Accept-Encoding: br, gzip`. */
  wireBytes: number;
};

const SHARED_DATA = path.resolve(__dirname, '..', '..', '..', 'shared', 'data');

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const round2 = (x: number) => Math.round(x * 100) / 100;
const stats = (values: number[]) => ({ p50: round2(quantile(values, 0.5)), p95: round2(quantile(values, 0.95)), n: values.length });

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** One-year BTC ranges ending on distinct days inside the headline file (Oct 2021 - Jul 2022). */
const yearEnding = (offsetDays: number) => {
  const end = Date.UTC(2022, 5, 30) - offsetDays * 86_400_000;
  return `startDate=${day(end - 364 * 86_400_000)}&endDate=${day(end)}`;
};

export async function runAnalysisBench(options: { durationS?: number; connections?: number } = {}): Promise<AnalysisBench> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sentiscope-bench-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    ADMIN_EMAIL: 'bench@sentiscope.dev',
    ADMIN_PASSWORD: 'bench-password-1',
    MARKET_DATA_DIR: path.join(SHARED_DATA, 'market'),
    HEADLINES_FILE: path.join(SHARED_DATA, 'news', 'headlines.csv'),
  });
  config.logMail = false;
  const { db } = await prepareDatabase(config);
  const app = buildApp({ config, db });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`;
    const login = await fetch(`${base}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'bench' },
      body: JSON.stringify({ email: 'bench@sentiscope.dev', password: 'bench-password-1' }),
    });
    const loginBody = (await login.json()) as { data?: { token?: string }; message?: string };
    const token = loginBody.data?.token;
    if (!token) throw new Error(`bench login failed: ${login.status} ${loginBody.message}`);
    // What a browser sends. The time is to the last byte received over a kept-alive connection; decoding and
    // parsing happen in the browser, so they are not the API's latency (a decoding client in this same process
    // would add its own work and garbage to every figure).
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const timed = (query: string) =>
      new Promise<{ ms: number; bytes: number; wire: number }>((resolve, reject) => {
        const t0 = performance.now();
        const req = http.get(`${base}/stock/details/btc?${query}`, { headers, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const ms = performance.now() - t0;
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const json = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
            if (res.statusCode !== 200) reject(new Error(`bench request failed: ${res.statusCode} ${json.toString().slice(0, 200)}`));
            else resolve({ ms, bytes: json.length, wire: raw.length });
          });
        });
        req.on('error', reject);
      });

    const first = await timed(yearEnding(200));
    const cold: number[] = [];
    for (let i = 0; i < 40; i++) cold.push((await timed(yearEnding(i))).ms);
    const warm: number[] = [];
    let bytes = 0;
    let wireBytes = 0;
    for (let i = 0; i < 20; i++) await timed(yearEnding(0));
    await compressionSettled();
    for (let i = 0; i < 200; i++) {
      const r = await timed(yearEnding(0));
      warm.push(r.ms);
      bytes = r.bytes;
      wireBytes = r.wire;
    }
    const connections = options.connections ?? 10;
    const durationS = options.durationS ?? 5;
    agent.destroy();
    const load = await autocannon({ url: `${base}/stock/details/btc?${yearEnding(0)}`, headers, connections, duration: durationS });
    return {
      coldMs: stats(cold),
      warmMs: stats(warm),
      firstRequestAfterStartMs: round2(first.ms),
      throughput: {
        requestsPerSecond: round2(load.requests.average),
        total: load.requests.total,
        p50Ms: load.latency.p50,
        p99Ms: load.latency.p99,
        connections,
        durationS,
        non2xx: load.non2xx,
      },
      responseBytes: bytes,
      wireBytes,
    };
  } finally {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  runAnalysisBench()
    .then((result) => {
      console.log(JSON.stringify({ bench: 'GET /v1/stock/details/btc, one year with headlines', budget: BUDGET, ...result }, null, 2));
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
