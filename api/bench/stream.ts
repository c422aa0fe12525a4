// npm run bench:stream (in api/): one API process (SQLite, its jobs on, as npm start runs it) holds 5,000 open price
// streams (GET /v1/stream/prices?ids=btc,eth, 20 members) while its market-ticks job asks a fake Binance on loopback
// every TICK_INTERVAL_SECONDS. When the fake's BTC price moves, the figure of a round is the time from the run that
// fetched it (the event's id, the run's instant) to the last of the 5,000 clients reading the new price; the verdict is
// the median of the rounds', and the process's resident memory while it holds the streams. `--check` exits non-zero
// past the budgets (issue 35: 1 s, 300 MB).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPasswordHasher } from '../src/accounts/service/passwords';
import { loadConfig } from '../src/config';
import { prepareDatabase } from '../src/server';
import { spawnProcess, stop, TSX } from './api-process';
import { insertBenchUsers } from './bench-users';

export const FANOUT_BUDGET_MS = 1000;
export const RSS_BUDGET_MB = 300;
const STREAMS = Math.max(1, Number(process.env.BENCH_STREAMS ?? 5000));
const ROUNDS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const MEMBERS = 20;
const PASSWORD = 'stream-bench-password-1';

type Client = { text: string; request: http.ClientRequest; seen: (() => void) | null };

/** A fake Binance whose ticker answers `price.btc` for BTCUSDT and 3,000 for ETHUSDT. */
async function fakeBinance(price: { btc: number }) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/api/v3/ticker/price') return void res.writeHead(404).end('not found');
    const asked = JSON.parse(url.searchParams.get('symbols') ?? '[]') as string[];
    const known: Record<string, number> = { BTCUSDT: price.btc, ETHUSDT: 3000 };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(asked.filter((s) => s in known).map((s) => ({ symbol: s, price: String(known[s]) }))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function open(origin: string, token: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}/v1/stream/prices?ids=btc,eth`, { agent: false, headers: { authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      const client: Client = { text: '', request, seen: null };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        client.text += chunk;
        if (client.text.length > 4096) client.text = client.text.slice(-1024);
        client.seen?.();
      });
      resolve(client);
    });
    request.on('error', reject);
  });
}

/** Resolves with each client's arrival time once every client's text holds `marker` (each looks at its own text). */
function allSee(clients: Client[], marker: string, timeoutMs: number): Promise<number[]> {
  const arrivals = new Array<number>(clients.length).fill(0);
  let left = clients.length;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      clients.forEach((c) => (c.seen = null));
      reject(new Error(`${left} of ${clients.length} streams did not receive ${marker} within ${timeoutMs} ms`));
    }, timeoutMs);
    clients.forEach((client, i) => {
      client.seen = () => {
        if (arrivals[i] !== 0 || !client.text.includes(marker)) return;
        arrivals[i] = performance.timeOrigin + performance.now();
        client.seen = null;
        left -= 1;
        if (left > 0) return;
        clearTimeout(timer);
        resolve(arrivals);
      };
    });
    clients.forEach((client) => client.seen?.());
  });
}

/**
 * Resident memory (MB) of the API process: tsx's CLI runs the API in a child of its own, so the largest process of
 * the tree started is the one holding the streams.
 */
function rssMb(pid: number): number {
  const own = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const kids = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return Math.max(own, ...kids.map(rssMb));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const check = process.argv.includes('--check');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sentiscope-bench-stream-'));
  const price = { btc: 90_000 };
  const binance = await fakeBinance(price);
  const children: ChildProcess[] = [];
  const clients: Client[] = [];
  try {
    const env = {
      DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', JWT_SECRET: 'stream-bench-secret-'.repeat(3), LOG_LEVEL: 'warn',
      SENTISCOPE_OFFLINE: '1', BINANCE_BASE_URL: binance.url, NEWS_RSS_FEEDS: 'off', INGEST_RETRIES: '0', INGEST_INTERVAL_MINUTES: '600',
      TICK_INTERVAL_SECONDS: '3', STREAMS_PER_MEMBER: String(Math.ceil(STREAMS / MEMBERS)), ADMIN_EMAIL: 'admin@stream-bench.example.com', ADMIN_PASSWORD: 'stream-bench-admin-1',
    };
    const emails = Array.from({ length: MEMBERS }, (_, i) => `member${i}@stream-bench.example.com`);
    const { db } = await prepareDatabase(loadConfig({ ...env, PORT: '0' }));
    await insertBenchUsers(db, emails, await createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }).hash(PASSWORD));
    await db.close();
    const origin = await spawnProcess([TSX, 'src/main.ts'], env, children);
    const tokens: string[] = [];
    for (const email of emails) {
      const res = await fetch(`${origin}/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
      const body = (await res.json()) as { data?: { token: string }; message?: string };
      if (!body.data) throw new Error(`login: ${res.status} ${body.message}`);
      tokens.push(body.data.token);
    }
    const started = Date.now();
    for (let i = 0; i < STREAMS; i += 200) clients.push(...(await Promise.all(Array.from({ length: Math.min(200, STREAMS - i) }, (_, j) => open(origin, tokens[(i + j) % MEMBERS])))));
    await allSee(clients, 'event: status', 60_000);
    console.log(`${STREAMS} streams open in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const rounds: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      price.btc = 90_000 + round * 111.25;
      const arrivals = await allSee(clients, `"price":${price.btc},`, 20_000);
      const at = Number(/id: (\d+)\nevent: price\ndata: \{"id":"btc","price":[\d.]+/.exec(clients[0].text.slice(clients[0].text.lastIndexOf(`"price":${price.btc}`) - 80))?.[1]);
      const last = Math.max(...arrivals) - at;
      rounds.push(last);
      console.log(`round ${round}: the last of ${STREAMS} streams read the new price ${last.toFixed(0)} ms after its run (first ${(Math.min(...arrivals) - at).toFixed(0)} ms)`);
    }
    const rss = rssMb(children[0].pid as number);
    const fanout = median(rounds);
    console.log(`fan-out to ${STREAMS} streams, median of ${ROUNDS} rounds: ${fanout.toFixed(0)} ms (budget ${FANOUT_BUDGET_MS} ms); the API process's RSS holding them: ${rss.toFixed(0)} MB (budget ${RSS_BUDGET_MB} MB)`);
    if (check && (fanout > FANOUT_BUDGET_MS || rss > RSS_BUDGET_MB)) process.exitCode = 1;
  } finally {
    clients.forEach((c) => c.request.destroy());
    for (const child of children) await stop(child);
    binance.server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
