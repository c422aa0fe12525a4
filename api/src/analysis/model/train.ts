// Trainer of the headline model: a multinomial (three-class) logistic regression with class-specific weights over
// word-level features, hashed letter n-grams and the lexicon tone. Each block of a headline's features (words,
// letters) is scaled to unit length, so long and short headlines weigh alike. After training every feature's
// weights are re-expressed relative to the neutral class (a shift the softmax ignores), so neutral's logit is
// always 0 and a feature needs two numbers: its pull towards bullish and towards bearish.
// Deterministic: vocabulary in sorted order, a seeded shuffle, fixed epochs and step sizes, folds by text hash.
import { features, LETTER_BITS, letterBuckets } from './features';

export type Label = 'bearish' | 'bullish' | 'neutral';
export type Example = { text: string; label: Label };

export type TrainOptions = {
  /** Seed of the per-epoch shuffle. */
  seed: number;
  epochs: number;
  /** Step size of the first epoch; it decays as 1 / (1 + decay x epoch). */
  learningRate: number;
  decay: number;
  /** L2 penalty per step on the weights a headline touches; null chooses it from L2_GRID by inner cross-validation. */
  l2: number | null;
  /** A word-level feature must occur in this many training headlines to get a weight. */
  minCount: number;
  /** Features whose saved bullish and bearish pulls are both smaller than this are dropped from the saved model. */
  prune: number;
};

export const TRAIN_DEFAULTS: TrainOptions = { seed: 20261123, epochs: 16, learningRate: 0.5, decay: 0.2, l2: null, minCount: 2, prune: 0.02 };

/** L2 strengths the inner cross-validation chooses from (3 folds of the training headlines, by macro-F1). */
export const L2_GRID: readonly number[] = [3e-4, 1e-3, 3e-3];
const INNER_FOLDS = 3;

/** A headline called bullish scores at least this, one called bearish at most minus this, a neutral one less in size. */
export const SCORE_THRESHOLD = 0.25;

/** A feature's weights relative to neutral: [towards bullish, towards bearish]. */
export type Pull = [number, number];

/**
 * The model as saved. A headline's bullish logit is bias[0] + Σ x·pull[0], its bearish logit bias[1] + Σ x·pull[1],
 * its neutral logit 0; the largest wins.
 */
export type ModelWeights = {
  version: 2;
  /** Score beyond which a headline is polar (equals SCORE_THRESHOLD). */
  threshold: number;
  /** The L2 strength the weights were trained with. */
  l2: number;
  bias: Pull;
  /** Pulls of the lexicon scorer's tone feature. */
  lexicon: Pull;
  /** Pulls per word, word pair or placeholder. */
  terms: Record<string, Pull>;
  /**
   * Letter n-gram table, compact: `gaps` between the used bucket numbers (the first from 0), and their pulls as
   * consecutive pairs of integers in ten-thousandths.
   */
  letters: { bits: number; gaps: number[]; pulls: number[] };
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

/** FNV-1a hash of a text, for folds that depend only on the text. */
function textHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Class order inside the trainer. */
const BULL = 0;
const BEAR = 1;
const NEUTRAL = 2;
const CLASS_INDEX: Record<Label, number> = { bullish: BULL, bearish: BEAR, neutral: NEUTRAL };

type Row = { ids: Int32Array; values: Float64Array; label: number };
/** Raw trained state: three weights per feature (bullish, bearish, neutral) and three biases. */
type Fit = { vocab: string[]; index: Map<string, number>; w: Float64Array; bias: Float64Array };

const letterBase = (fit: Pick<Fit, 'vocab'>) => fit.vocab.length;
const lexiconId = (fit: Pick<Fit, 'vocab'>) => fit.vocab.length + (1 << LETTER_BITS);

/** Feature numbers and values of a headline: word-level features, then the letter table, then the lexicon tone. */
function encode(text: string, fit: Pick<Fit, 'vocab' | 'index'>): { ids: number[]; values: number[] } {
  const f = features(text);
  const ids: number[] = [];
  const values: number[] = [];
  if (f.names.length > 0) {
    const x = 1 / Math.sqrt(f.names.length);
    for (const name of f.names) {
      const i = fit.index.get(name);
      if (i === undefined) continue;
      ids.push(i);
      values.push(x);
    }
  }
  const buckets: number[] = [];
  for (const w of f.words) letterBuckets(w, buckets);
  if (buckets.length > 0) {
    const x = 1 / Math.sqrt(buckets.length);
    const counts = new Map<number, number>();
    for (const b of buckets) counts.set(b, (counts.get(b) ?? 0) + 1);
    for (const b of [...counts.keys()].sort((a, c) => a - c)) {
      ids.push(letterBase(fit) + b);
      values.push(x * (counts.get(b) as number));
    }
  }
  if (f.lexicon !== 0) {
    ids.push(lexiconId(fit));
    values.push(f.lexicon);
  }
  return { ids, values };
}

/** Averaged stochastic gradient descent on the three-class log loss. */
function fit(examples: readonly Example[], o: TrainOptions, l2: number): Fit {
  const counts = new Map<string, number>();
  for (const e of examples) for (const name of features(e.text).names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const vocab = [...counts.entries()].filter(([, c]) => c >= o.minCount).map(([name]) => name).sort();
  const index = new Map(vocab.map((name, i) => [name, i]));
  const rows: Row[] = examples.map((e) => {
    const { ids, values } = encode(e.text, { vocab, index });
    return { ids: Int32Array.from(ids), values: Float64Array.from(values), label: CLASS_INDEX[e.label] };
  });
  const w = new Float64Array((lexiconId({ vocab }) + 1) * 3);
  const bias = new Float64Array(3);
  // u collects step x change, so the mean of the weights over all steps is w - u / step.
  const u = new Float64Array(w.length);
  const ub = new Float64Array(3);
  let step = 1;
  const z = new Float64Array(3);
  const g = new Float64Array(3);
  const next = random(o.seed);
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const lr = o.learningRate / (1 + o.decay * epoch);
    for (const r of order) {
      const { ids, values, label } = rows[r];
      z.set(bias);
      for (let k = 0; k < ids.length; k++) {
        const at = ids[k] * 3;
        const x = values[k];
        z[0] += x * w[at];
        z[1] += x * w[at + 1];
        z[2] += x * w[at + 2];
      }
      const top = Math.max(z[0], z[1], z[2]);
      let total = 0;
      for (let c = 0; c < 3; c++) total += (g[c] = Math.exp(z[c] - top));
      // Gradient of -log P(label) with respect to each class logit.
      for (let c = 0; c < 3; c++) g[c] = g[c] / total - (c === label ? 1 : 0);
      for (let c = 0; c < 3; c++) {
        bias[c] -= lr * g[c];
        ub[c] -= step * lr * g[c];
      }
      for (let k = 0; k < ids.length; k++) {
        const at = ids[k] * 3;
        const x = values[k];
        for (let c = 0; c < 3; c++) {
          const change = lr * (g[c] * x + l2 * w[at + c]);
          w[at + c] -= change;
          u[at + c] -= step * change;
        }
      }
      step++;
    }
  }
  for (let i = 0; i < w.length; i++) w[i] -= u[i] / step;
  for (let c = 0; c < 3; c++) bias[c] -= ub[c] / step;
  return { vocab, index, w, bias };
}

function logits(model: Fit, text: string): number[] {
  const { ids, values } = encode(text, model);
  const z = Array.from(model.bias);
  ids.forEach((id, k) => {
    for (let c = 0; c < 3; c++) z[c] += values[k] * model.w[id * 3 + c];
  });
  return z;
}

function predict(model: Fit, text: string): number {
  const z = logits(model, text);
  return z.indexOf(Math.max(...z));
}

/**
 * Scaling every logit by the same positive factor changes no call. The saved weights are scaled so that the median
 * training headline called bullish or bearish has |bullish − bearish| = 1: scores then spread over their band
 * instead of piling up at ±1, and term weights read on one scale.
 */
function callScale(model: Fit, examples: readonly Example[]): number {
  const gaps: number[] = [];
  for (const e of examples) {
    const z = logits(model, e.text);
    if (z[NEUTRAL] < Math.max(z[BULL], z[BEAR])) gaps.push(Math.abs(z[BULL] - z[BEAR]));
  }
  gaps.sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)] ?? 1;
  return median > 0 ? 1 / median : 1;
}

function macroF1(truth: readonly number[], predicted: readonly number[]): number {
  let sum = 0;
  for (let c = 0; c < 3; c++) {
    const tp = truth.filter((t, i) => t === c && predicted[i] === c).length;
    const p = predicted.filter((x) => x === c).length;
    const a = truth.filter((t) => t === c).length;
    sum += p + a === 0 ? 0 : (2 * tp) / (p + a);
  }
  return sum / 3;
}

/** The L2 strength from L2_GRID with the best macro-F1 over inner folds of the training headlines alone. */
export function chooseL2(examples: readonly Example[], options: Partial<TrainOptions> = {}): number {
  const o = { ...TRAIN_DEFAULTS, ...options };
  const foldOf = (e: Example) => textHash(`l2:${e.text}`) % INNER_FOLDS;
  let best = L2_GRID[0];
  let bestF1 = -1;
  for (const l2 of L2_GRID) {
    const truth: number[] = [];
    const predicted: number[] = [];
    for (let k = 0; k < INNER_FOLDS; k++) {
      const model = fit(examples.filter((e) => foldOf(e) !== k), o, l2);
      for (const e of examples.filter((x) => foldOf(x) === k)) {
        truth.push(CLASS_INDEX[e.label]);
        predicted.push(predict(model, e.text));
      }
    }
    const f1 = macroF1(truth, predicted);
    if (f1 > bestF1) {
      best = l2;
      bestF1 = f1;
    }
  }
  return best;
}

export function train(examples: readonly Example[], options: Partial<TrainOptions> = {}): ModelWeights {
  const o = { ...TRAIN_DEFAULTS, ...options };
  const l2 = o.l2 ?? chooseL2(examples, o);
  const model = fit(examples, o, l2);
  const { vocab, w, bias } = model;
  const k = callScale(model, examples);
  const pull = (at: number, base: Float64Array): Pull => [round(k * (base[at + BULL] - base[at + NEUTRAL]), 4), round(k * (base[at + BEAR] - base[at + NEUTRAL]), 4)];
  const kept = (p: Pull) => Math.abs(p[0]) >= o.prune || Math.abs(p[1]) >= o.prune;
  const terms: Record<string, Pull> = {};
  vocab.forEach((name, i) => {
    const p = pull(i * 3, w);
    if (kept(p)) terms[name] = p;
  });
  const gaps: number[] = [];
  const pulls: number[] = [];
  let last = 0;
  for (let b = 0; b < 1 << LETTER_BITS; b++) {
    const p = pull((vocab.length + b) * 3, w);
    if (!kept(p)) continue;
    gaps.push(b - last);
    last = b;
    pulls.push(Math.round(p[0] * 1e4), Math.round(p[1] * 1e4));
  }
  return {
    version: 2,
    threshold: SCORE_THRESHOLD,
    l2,
    bias: pull(0, bias),
    lexicon: pull(lexiconId({ vocab }) * 3, w),
    terms,
    letters: { bits: LETTER_BITS, gaps, pulls },
  };
}
