// CI gate: runs the analysis bench and exits non-zero when a latency budget is missed.
import { BUDGET, runAnalysisBench } from './analysis';

runAnalysisBench({ durationS: 3 })
  .then((r) => {
    const misses: string[] = [];
    if (r.warmMs.p95 >= BUDGET.warmP95Ms) misses.push(`warm p95 ${r.warmMs.p95} ms >= ${BUDGET.warmP95Ms} ms`);
    if (r.coldMs.p95 >= BUDGET.coldP95Ms) misses.push(`cold p95 ${r.coldMs.p95} ms >= ${BUDGET.coldP95Ms} ms`);
    if (r.throughput.non2xx > 0) misses.push(`${r.throughput.non2xx} non-2xx answers under load`);
    console.log(`warm p50/p95 ${r.warmMs.p50}/${r.warmMs.p95} ms; cold p50/p95 ${r.coldMs.p50}/${r.coldMs.p95} ms; ${r.throughput.requestsPerSecond} req/s`);
    if (misses.length > 0) {
      console.error(`Analysis budget missed: ${misses.join('; ')}`);
      process.exit(1);
    }
    console.log('Analysis budgets met.');
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
