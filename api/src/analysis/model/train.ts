// Trainer of the headline model: an ordinal (proportional-odds) logistic regression. One linear score z per
// headline, with two learned cut points: bearish below the lower, bullish above the upper, neutral between.
// A single score keeps every explanation exact: z is the sum of the weights of the features present.
// Deterministic: vocabulary in sorted order, a seeded shuffle, fixed epochs and step sizes.
import { features } from './features';

export type Label = 'bearish' | 'bullish' | 'neutral';
export type Example = { text: string; label: Label };

export type TrainOptions = {
  /** Seed of the per-epoch shuffle. */
  seed: number;
  epochs: number;
  /** Step size of the first epoch; it decays as 1 / (1 + decay x epoch). */
  learningRate: number;
  decay: number;
  /** L2 penalty per step on the weights a headline touches. */
  l2: number;
  /** A feature must occur in this many training headlines to get a weight. */
  minCount: number;
};

export const TRAIN_DEFAULTS: TrainOptions = { seed: 20261123, epochs: 24, learningRate: 0.12, decay: 0.25, l2: 2e-5, minCount: 2 };

/** A headline is polar when its score (tanh of z) is at least this far from 0. */
export const SCORE_THRESHOLD = 0.25;

/**
 * The model as saved: centred and scaled so that the cut points sit at z = -atanh(SCORE_THRESHOLD) and
 * +atanh(SCORE_THRESHOLD); the score is tanh(z), so polar headlines score beyond +-SCORE_THRESHOLD.
 */
export type ModelWeights = {
  version: 1;
  /** Added to every headline's z (folds the cut points' midpoint in). */
  bias: number;
  /** Score beyond which a headline is polar (equals SCORE_THRESHOLD). */
  threshold: number;
  /** Weight of the lexicon scorer's tone feature. */
  lexicon: number;
  /** Weight per word, word pair or placeholder. */
  terms: Record<string, number>;
};

/** Small fast seeded generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sigmoid = (x: number) => (x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x)));

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

type Row = { ids: Int32Array; lexicon: number; label: Label };

export function train(examples: readonly Example[], options: Partial<TrainOptions> = {}): ModelWeights {
  const o = { ...TRAIN_DEFAULTS, ...options };
  const extracted = examples.map((e) => ({ f: features(e.text), label: e.label }));
  const counts = new Map<string, number>();
  for (const { f } of extracted) for (const name of f.names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const vocab = [...counts.entries()].filter(([, c]) => c >= o.minCount).map(([name]) => name).sort();
  const index = new Map(vocab.map((name, i) => [name, i]));
  const rows: Row[] = extracted.map(({ f, label }) => ({
    ids: Int32Array.from(f.names.map((n) => index.get(n) ?? -1).filter((i) => i >= 0)),
    lexicon: f.lexicon,
    label,
  }));
  const w = new Float64Array(vocab.length);
  let wLex = 0;
  let lower = -1;
  let upper = 1;
  const next = random(o.seed);
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const lr = o.learningRate / (1 + o.decay * epoch);
    for (const r of order) {
      const row = rows[r];
      let z = wLex * row.lexicon;
      for (const id of row.ids) z += w[id];
      // Gradients of -log P(label) with respect to z and the two cut points.
      let gz: number;
      let gLower = 0;
      let gUpper = 0;
      if (row.label === 'bearish') {
        const q = sigmoid(lower - z);
        gz = 1 - q;
        gLower = -(1 - q);
      } else if (row.label === 'bullish') {
        const p = sigmoid(z - upper);
        gz = -(1 - p);
        gUpper = 1 - p;
      } else {
        const p = sigmoid(upper - z);
        const q = sigmoid(lower - z);
        const d = Math.max(p - q, 1e-12);
        gz = (p * (1 - p) - q * (1 - q)) / d;
        gUpper = -(p * (1 - p)) / d;
        gLower = (q * (1 - q)) / d;
      }
      for (const id of row.ids) w[id] -= lr * (gz + o.l2 * w[id]);
      wLex -= lr * gz * row.lexicon;
      lower -= lr * gLower;
      upper -= lr * gUpper;
      if (upper < lower + 0.1) upper = lower + 0.1;
    }
  }
  // Rescale so the cut points land on tanh(z) = +-SCORE_THRESHOLD; the ordering of headlines is unchanged.
  const k = Math.atanh(SCORE_THRESHOLD) / ((upper - lower) / 2);
  const terms: Record<string, number> = {};
  vocab.forEach((name, i) => {
    const v = round(k * w[i], 4);
    if (v !== 0) terms[name] = v;
  });
  return {
    version: 1,
    bias: round(-k * ((lower + upper) / 2), 4),
    threshold: SCORE_THRESHOLD,
    lexicon: round(k * wLex, 4),
    terms,
  };
}

