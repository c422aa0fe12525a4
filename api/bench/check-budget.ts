// CI gate: runs the analysis bench three times and exits non-zero when the best of the runs' p95 latencies, or
// the bytes on the wire, miss the budget. The best run, not the median: on a 2-core machine that other builds
// share, load from elsewhere stretches whole runs (warm p95 3.0, 8.4 and 11.1 ms in one check at a load average
// of 13), and what the budget is about is what the API needs when it has the CPU, which a slower API fails in
// every run.
import { BUDGET, runAnalysisBench, type AnalysisBench } from './analysis';

const RUNS = 3;
const best = (values: number[]) => Math.min(...values);

async function main() {
  const runs: AnalysisBench[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const r = await runAnalysisBench({ durationS: 2 });
    runs.push(r);
    console.log(`run ${i + 1}: warm p50/p95 ${r.warmMs.p50}/${r.warmMs.p95} ms; cold p50/p95 ${r.coldMs.p50}/${r.coldMs.p95} ms; ${r.wireBytes} bytes on the wire (${r.responseBytes} as JSON); ${r.throughput.requestsPerSecond} req/s`);
  }
  const warm = best(runs.map((r) => r.warmMs.p95));
  const cold = best(runs.map((r) => r.coldMs.p95));
  const wire = Math.max(...runs.map((r) => r.wireBytes));
  const misses: string[] = [];
  if (warm >= BUDGET.warmP95Ms) misses.push(`warm p95 ${warm} ms >= ${BUDGET.warmP95Ms} ms`);
  if (cold >= BUDGET.coldP95Ms) misses.push(`cold p95 ${cold} ms >= ${BUDGET.coldP95Ms} ms`);
  if (!(wire <= BUDGET.wireBytes)) misses.push(`warm answer ${wire} bytes on the wire > ${BUDGET.wireBytes}`);
  const failed = runs.reduce((sum, r) => sum + r.throughput.non2xx, 0);
  if (failed > 0) misses.push(`${failed} non-2xx answers under load`);
  console.log(`best of ${RUNS}: warm p95 ${warm} ms, cold p95 ${cold} ms; ${wire} bytes on the wire`);
  if (misses.length > 0) {
    console.error(`Analysis budget missed: ${misses.join('; ')}`);
    process.exit(1);
  }
  console.log('Analysis budgets met.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
