// Headline model throughput on one core: scores the labelled headlines repeatedly and prints headlines/second.
// `--check` fails when the median of five runs falls under the budget (20,000 a second) while the model is also
// slower than MAX_RATIO times the lexicon scorer measured in the same run: on a busy shared machine both slow
// down together, so the ratio tells a slow machine (passes) from a slow model (fails).
import { performance } from 'node:perf_hooks';
import { loadExamples } from '../src/analysis/model/dataset';
import { scoreHeadline } from '../src/analysis/model/model';
import { scoreText } from '../src/analysis/sentiment';

export const BUDGET_PER_SECOND = 20_000;
/** The model does the lexicon scorer's work plus tokenising and lookups: about 3.4x its time when measured. */
export const MAX_RATIO = 4.5;

function rate(texts: readonly string[], score: (t: string) => unknown, minMs = 600): number {
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < minMs) {
    for (const t of texts) score(t);
    n += texts.length;
  }
  return n / ((performance.now() - start) / 1000);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const texts = loadExamples().map((e) => e.text);
rate(texts, scoreHeadline, 300); // warm-up
const model = median([0, 1, 2, 3, 4].map(() => rate(texts, scoreHeadline)));
const lexicon = median([0, 1, 2, 3, 4].map(() => rate(texts, (t) => scoreText(t))));
console.log(`headline model: ${Math.round(model).toLocaleString('en-US')} headlines/s (median of 5; lexicon scorer alone ${Math.round(lexicon).toLocaleString('en-US')}/s; budget ${BUDGET_PER_SECOND.toLocaleString('en-US')}/s)`);
if (process.argv.includes('--check')) {
  const ratio = lexicon / model;
  console.log(`model time per headline = ${ratio.toFixed(2)}x the lexicon scorer's (limit ${MAX_RATIO}x when under budget)`);
  if (model < BUDGET_PER_SECOND && ratio > MAX_RATIO) {
    console.error(`Headline model budget missed: ${Math.round(model)} < ${BUDGET_PER_SECOND} headlines/s and ${ratio.toFixed(2)}x > ${MAX_RATIO}x the lexicon scorer`);
    process.exit(1);
  }
  console.log('Headline model budget met.');
}
