// npm run bench:process (in api/): what the API process costs before any asset is read, run as `npm start` runs it
// (compiled JavaScript: the API's one build, `npm run build -w api`, bundles src/main.ts with esbuild into
// dist/main.js, the packages left in node_modules, started with start:compiled's flags) and as `npm run dev` runs it
// (tsx, the TypeScript loader, compiling src/main.ts as it loads). Each way starts RUNS times on a fresh SQLite file
// with npm start's settings (the bundled prices and headlines imported at start, offline); the figures are the time
// until it listens and the resident memory (VmRSS) some seconds later, of the process that serves and of every
// process the start made (tsx runs the API in a child of its own). Medians.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildCompiled, COMPILED_ARGS, stop, TSX } from './api-process';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 8000);
const API_DIR = path.resolve(__dirname, '..');
const DATA = path.resolve(API_DIR, '..', '..', 'shared', 'data');
const COMPILED = path.join(API_DIR, 'dist', 'main.js');

const rssKb = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** The process and every process under it. */
function tree(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return [pid, ...children.flatMap(tree)];
}

type Sample = { listenMs: number; serverMb: number; allMb: number; processes: number };

async function startOnce(args: string[]): Promise<Sample> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-bench-process-'));
  const log = path.join(dir, 'out.log');
  const out = openSync(log, 'w');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', JWT_SECRET: 'process-bench-'.repeat(4), LOCAL_CHECKOUT: 'on' };
  if (existsSync(path.join(DATA, 'market'))) env.MARKET_DATA_DIR = path.join(DATA, 'market');
  if (existsSync(path.join(DATA, 'news', 'headlines.csv'))) env.HEADLINES_FILE = path.join(DATA, 'news', 'headlines.csv');
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, { cwd: API_DIR, env, stdio: ['ignore', out, out] });
  closeSync(out);
  try {
    while (!/listening on http/.test(readFileSync(log, 'utf8'))) {
      if (child.exitCode !== null || performance.now() - started > 120_000) throw new Error(`${args.join(' ')} did not start:\n${readFileSync(log, 'utf8')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const listenMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const pids = tree(child.pid as number);
    const sizes = pids.map(rssKb);
    // The serving process is the last one started: tsx's child, or the compiled process itself.
    return { listenMs, serverMb: sizes[sizes.length - 1] / 1024, allMb: sizes.reduce((a, b) => a + b, 0) / 1024, processes: pids.length };
  } finally {
    await stop(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const compileMs = buildCompiled();
  console.log(`Process bench: the API started ${RUNS} times each way on a fresh SQLite file with the bundled data, offline; memory ${SETTLE_MS / 1000} s after it listens`);
  console.log(`built the API (api/scripts/build.mjs) in ${(compileMs / 1000).toFixed(1)} s: dist/main.js ${(readFileSync(COMPILED).length / 1024).toFixed(0)} KB`);
  const ways: Array<[string, string[]]> = [
    [`npm start (node ${COMPILED_ARGS.join(' ')})`, COMPILED_ARGS],
    ['npm run dev (tsx src/main.ts)', [TSX, 'src/main.ts']],
  ];
  const samples = new Map<string, Sample[]>(ways.map(([name]) => [name, []]));
  // The two ways alternate, so the machine's load falls on both alike.
  for (let run = 0; run < RUNS; run += 1) for (const [name, args] of ways) samples.get(name)?.push(await startOnce(args));
  for (const [name, runs] of samples) {
    const m = (key: keyof Sample) => median(runs.map((s) => s[key]));
    console.log(`${name}: listening after ${(m('listenMs') / 1000).toFixed(1)} s; serving process ${m('serverMb').toFixed(0)} MB resident, ${m('processes')} process(es) ${m('allMb').toFixed(0)} MB in all (runs: ${runs.map((s) => s.allMb.toFixed(0)).join(', ')} MB)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
