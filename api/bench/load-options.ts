// The load bench's command-line options (see bench/load.ts for what it measures).
import { TSX } from './api-process';

export const argValue = (name: string, fallback: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
export const SECONDS = Number(argValue('--seconds', '30'));
export const CONNECTIONS = Number(argValue('--connections', '200'));
/**
 * `--errors-only`: the verdict is on errors and failed answers alone. A p99 of 100 ms is a property of the
 * machine as much as of the API: on a 2-core machine busy with other work it swings from 90 ms to over 700 ms
 * between runs, so CI checks that nothing fails under the load, and the full bench judges the p99.
 */
export const ERRORS_ONLY = process.argv.includes('--errors-only');
/** How postgres-2 puts two API processes behind one origin: `cluster` (API_WORKERS=2) or `proxy` (bench/proxy.ts). */
export const BALANCER = argValue('--balancer', 'cluster');
/** Requests per second each client sends at most: a visitor's page views and their API calls, not a flood. */
export const CLIENT_RATE = Number(argValue('--client-rate', '5'));
/**
 * `--jobs`: the API processes also run the ingestion schedule against a fake market on loopback (a run every
 * 6 s, new headlines arriving all along), so the figures are those of a site that keeps up with the market.
 */
export const JOBS = process.argv.includes('--jobs');
/**
 * `--streams N`: N live price streams (GET /v1/stream/prices) stay open through the run, spread over the signed-in
 * readers; with `--jobs` the market-ticks job also runs every 2 s, so a price event reaches every stream each run.
 */
export const STREAMS = Number(argValue('--streams', '0'));
/**
 * `--fixture DIR` (SQLite only): the API runs on a scale fixture kept by `npm run bench:scale -w api -- --keep`
 * (1,000 assets with 8 years of daily candles, bench/scale-fixture.ts) instead of a new database with the twelve;
 * `--fixture new` builds one for the run and removes it after (npm run bench:load:scale).
 */
export const FIXTURE = argValue('--fixture', '');
/**
 * `--cpu-prof DIR`: each API process writes a V8 CPU profile into DIR when it stops (node --cpu-prof, loading the
 * TypeScript through tsx's loader in the same process rather than tsx's CLI, whose child the flag would not reach).
 */
export const CPU_PROF = argValue('--cpu-prof', '');
/** How the bench starts an API process: through tsx, as `npm run dev` does, or profiled (`--cpu-prof`). */
export const API_ARGS = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`, '--import', 'tsx', 'src/main.ts'] : [TSX, 'src/main.ts'];
