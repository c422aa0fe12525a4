// What the request log costs: GET /v1/plan (the load bench's "plans") against two API processes started as
// `npm start` starts the API (built, then run with start:compiled's arguments; its output where npm start's goes:
// here a file), one logging as it runs for users and one with LOG_LEVEL=warn. Runs alternate between them, so a
// burst of load elsewhere on the machine skews a round, not the verdict; the median of the rounds' ratios (logged /
// unlogged req/s) is reported, and `--check` fails below BUDGET. It also counts the log's lines: one per request
// answered.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildCompiled, COMPILED_ARGS, stop } from './api-process';

export const BUDGET = 0.85;
const CHECK = process.argv.includes('--check');
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 9));
const SECONDS = Number(process.env.BENCH_SECONDS ?? (CHECK ? 1.5 : 2));
const CONNECTIONS = 10;
const API_DIR = path.resolve(__dirname, '..');

type Api = { name: string; url: string; log: string; child: ChildProcess };

/** Starts the API with its output in `log` and resolves once it prints where it listens. */
async function startApi(name: string, dir: string, level: string | undefined, children: ChildProcess[]): Promise<Api> {
  const log = path.join(dir, `${name}.log`);
  const out = openSync(log, 'w');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(dir, name), DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', JWT_SECRET: 'request-log-bench-'.repeat(3), LOCAL_CHECKOUT: 'on' };
  // npm start sets no level: the API logs at info.
  if (level) env.LOG_LEVEL = level;
  else delete env.LOG_LEVEL;
  const child = spawn(process.execPath, COMPILED_ARGS, {
    cwd: API_DIR,
    env,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  children.push(child);
  const until = Date.now() + 60_000;
  for (;;) {
    const url = /listening on (http:\/\/[\d.]+:\d+)/.exec(readFileSync(log, 'utf8'))?.[1];
    if (url) return { name, url, log, child };
    if (child.exitCode !== null || Date.now() > until) throw new Error(`the ${name} API did not start:\n${readFileSync(log, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function hit(api: Api, seconds: number) {
  const result = await autocannon({ url: `${api.url}/v1/plan`, duration: seconds, connections: CONNECTIONS });
  if (result.errors + result.timeouts + result.non2xx > 0) throw new Error(`${api.name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  return { rps: result.requests.average, total: result.requests.total };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const requestLines = (api: Api) => readFileSync(api.log, 'utf8').split('\n').filter((line) => line.includes('"route":"/v1/plan"')).length;

async function main() {
  buildCompiled();
  const dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-bench-log-'));
  const children: ChildProcess[] = [];
  try {
    const logged = await startApi('logged', dir, undefined, children);
    const quiet = await startApi('warn', dir, 'warn', children);
    // A second of each first, to warm both up.
    let sent = (await hit(logged, 1)).total;
    await hit(quiet, 1);
    console.log(`Request log bench: GET /v1/plan, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s, loopback`);
    const ratios: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Which process goes first alternates too.
      const [first, second] = round % 2 ? [quiet, logged] : [logged, quiet];
      const a = await hit(first, SECONDS);
      const b = await hit(second, SECONDS);
      const [on, off] = first === logged ? [a, b] : [b, a];
      sent += on.total;
      ratios.push(on.rps / off.rps);
      console.log(`round ${round}: logged ${on.rps.toFixed(0)} req/s, LOG_LEVEL=warn ${off.rps.toFixed(0)} req/s, ratio ${(on.rps / off.rps).toFixed(3)}`);
    }
    const ratio = median(ratios);
    await stop(logged.child);
    const lines = requestLines(logged);
    console.log(`logged / unlogged throughput: median ${ratio.toFixed(3)} over ${ROUNDS} rounds (budget ${BUDGET} or more)`);
    console.log(`log lines for GET /v1/plan: ${lines} for ${sent} requests counted by the client (${(lines / sent).toFixed(3)} a request); LOG_LEVEL=warn wrote ${requestLines(quiet)}`);
    const misses: string[] = [];
    if (ratio < BUDGET) misses.push(`logged throughput at ${ratio.toFixed(3)} of unlogged (budget ${BUDGET})`);
    // The client stops counting with requests still in flight, which the server answers and logs.
    if (lines < sent || lines > sent + CONNECTIONS * (ROUNDS + 1)) misses.push(`${lines} log lines for ${sent} requests`);
    if (CHECK && misses.length) {
      console.error(`Request log budget missed: ${misses.join('; ')}`);
      process.exitCode = 1;
    } else if (CHECK) console.log('Request log budget met.');
  } finally {
    for (const child of children) await stop(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
