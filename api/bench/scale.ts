// The API's resident memory with 1,000 tracked assets (api/bench/scale-fixture.ts: 8 years of daily candles each
// and the bundled headlines): a real API process started on the fixture, its RSS just after start, then after a Pro
// member has read every asset's analysis, stored history and daily candles over HTTP. Run as `npm start` runs it
// (compiled by the API's one build, `npm run build -w api`, and started as `npm run start:compiled -w api` starts it)
// and as `npm run dev` runs it (through tsx, whose CLI starts the API as a child: both processes are counted).
// `--check` measures the compiled API only and fails when it is over BUDGET_MB after reading all 1,000.
// Options: --assets N (1,000), --modes tsx,compiled, --cache N (MARKET_HISTORY_CACHE_ASSETS), --keep (leave the
// fixture's folder and print it), --fixture DIR (measure on a kept fixture).
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildCompiled, COMPILED_ARGS, spawnProcess, stop, TSX } from './api-process';
import { buildScaleFixture, MEMBER, openScaleFixture, type ScaleFixture } from './scale-fixture';

export const BUDGET_MB = 400;
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

/** Resident memory of a process and of every process under it, in MB (Linux /proc): the largest one (the API) and all together. */
function rssMb(pid: number): { api: number; tree: number } {
  const kb = (id: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
  const children = (id: number): number[] =>
    readdirSync(`/proc/${id}/task`).flatMap((task) => readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
  let [largest, total] = [0, 0];
  const queue = [pid];
  while (queue.length > 0) {
    const id = queue.pop() as number;
    try {
      const own = kb(id);
      [largest, total] = [Math.max(largest, own), total + own];
      queue.push(...children(id));
    } catch {
      // The process ended between the two reads.
    }
  }
  return { api: largest / 1024, tree: total / 1024 };
}

async function readAll(origin: string, fixture: ScaleFixture): Promise<{ requests: number; seconds: number }> {
  const login = await fetch(`${origin}/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(MEMBER) });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`the bench member could not sign in (${login.status})`);
  const started = performance.now();
  let requests = 0;
  const paths = fixture.assetIds.flatMap((id) => [`/v1/stock/details/${id}`, `/v1/stock/history/${id}`, `/v1/stock/candles/${id}?interval=1d`]);
  // Four readers at once, as a few members would.
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < paths.length) {
        const url = paths[next++];
        const res = await fetch(`${origin}${url}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
        requests += 1;
      }
    }),
  );
  return { requests, seconds: (performance.now() - started) / 1000 };
}

type Rss = { api: number; tree: number };
type Measured = { mode: string; start: Rss; read: Rss; requests: number; seconds: number };

async function measure(mode: 'tsx' | 'compiled', fixture: ScaleFixture, cache: string | undefined): Promise<Measured> {
  const children: ChildProcess[] = [];
  const args = mode === 'tsx' ? [TSX, 'src/main.ts'] : COMPILED_ARGS;
  try {
    const url = await spawnProcess(args, { ...fixture.env, PORT: '0', LOG_LEVEL: 'warn', ...(cache ? { MARKET_HISTORY_CACHE_ASSETS: cache } : {}) }, children);
    const origin = url.replace(/\/v1$/, '');
    const pid = children[0].pid as number;
    // Start-up imports nothing new and warms one asset: let it settle.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const start = rssMb(pid);
    const { requests, seconds } = await readAll(origin, fixture);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { mode, start, read: rssMb(pid), requests, seconds };
  } finally {
    await Promise.all(children.map(stop));
    fixture.forgetSessions();
  }
}

async function main() {
  const count = Number(arg('assets') ?? 1000);
  // The budget is the process as `npm start` and a deployment run it, compiled; as `npm run dev` runs it is measured beside it.
  const modes = (arg('modes') ?? (process.argv.includes('--check') ? 'compiled' : 'tsx,compiled')).split(',').filter((m): m is 'tsx' | 'compiled' => m === 'tsx' || m === 'compiled');
  const cache = arg('cache');
  const built = performance.now();
  const kept = arg('fixture');
  const fixture = kept ? openScaleFixture(kept) : await buildScaleFixture(count);
  console.log(`${fixture.assetIds.length.toLocaleString('en-US')} assets, ${fixture.candles.toLocaleString('en-US')} daily candles up to ${fixture.lastDay} (the last 400 days stored with their mood), the bundled headlines: built in ${((performance.now() - built) / 1000).toFixed(1)} s`);
  let failed = false;
  try {
    for (const mode of modes) {
      if (mode === 'compiled') console.log(`built the API (api/scripts/build.mjs) in ${(buildCompiled() / 1000).toFixed(1)} s`);
      const m = await measure(mode, fixture, cache);
      const how = mode === 'tsx' ? 'as npm run dev runs it (tsx, whose CLI starts the API as a child)' : `as npm start and start:compiled run it (node ${COMPILED_ARGS.join(' ')})`;
      const both = (r: Rss) => (mode === 'tsx' ? `${r.api.toFixed(0)} MB (${r.tree.toFixed(0)} MB with the tsx CLI)` : `${r.api.toFixed(0)} MB`);
      console.log(
        `API ${how}: RSS ${both(m.start)} after start, ${both(m.read)} after reading all ${fixture.assetIds.length.toLocaleString('en-US')} assets (${m.requests.toLocaleString('en-US')} requests in ${m.seconds.toFixed(1)} s); candles kept for ${cache ?? 'the default 16'} assets; budget ${BUDGET_MB} MB as npm start runs it`,
      );
      if (mode === 'compiled' && m.read.api > BUDGET_MB) failed = true;
    }
  } finally {
    if (process.argv.includes('--keep') || kept) console.log(`fixture kept in ${fixture.dataDir}`);
    else fixture.remove();
  }
  if (process.argv.includes('--check')) {
    if (failed) {
      console.error(`Scale budget missed: RSS over ${BUDGET_MB} MB after reading every asset`);
      process.exitCode = 1;
    } else console.log('Scale budget met.');
  }
}

void main();
