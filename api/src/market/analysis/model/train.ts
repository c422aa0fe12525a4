// Trainer of the headline model: three one-vs-rest linear SVMs over NB-scaled (log-count ratio) word-level features,
// hashed letter n-grams and the lexicon tone. Each block of a headline's features (words,
// letters) is scaled to unit length, so long and short headlines weigh alike. After training every feature's
// weights are re-expressed relative to the neutral class (a shift that changes no call), so neutral's logit is
// always 0 and a feature needs two numbers: its pull towards bullish and towards bearish.
// Deterministic: vocabulary in sorted order, a seeded shuffle, a fixed number of passes, folds by text hash.
import { features, LETTER_BITS, letterBuckets } from './features';

export type Label = 'bearish' | 'bullish' | 'neutral';
export type Example = { text: string; label: Label };

export type TrainOptions = {
  /** Seed of the per-pass shuffle. */
  seed: number;
  /** Most passes of dual coordinate descent over the headlines, per class. */
  passes: number;
  /** A class's descent stops early once no headline's projected gradient exceeds this. */
  tolerance: number;
  /** Cost C of the squared hinge loss (the L2 penalty is 1/2 ‖w‖²); null chooses it from COST_GRID by inner cross-validation. */
  cost: number | null;
  /** Smoothing added to every feature's class totals in the log-count ratios. */
  nbAlpha: number;
  /** A word-level feature or letter bucket must occur in this many training headlines to get a weight. */
  minCount: number;
  /** Features whose saved bullish and bearish pulls are both smaller than this are dropped from the saved model. */
  prune: number;
};

export const TRAIN_DEFAULTS: TrainOptions = { seed: 20261123, passes: 30, tolerance: 1e-3, cost: null, nbAlpha: 1, minCount: 2, prune: 0.02 };

/** Costs the inner cross-validation chooses from (3 folds of the training headlines, by macro-F1). */
export const COST_GRID: readonly number[] = [1, 2, 3, 5];
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
  /** The SVM cost C the weights were trained with. */
  cost: number;
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

/**
 * One-vs-rest linear SVMs (L2-regularised squared hinge, solved by dual coordinate descent) over NB-scaled
 * features: for class c every feature is multiplied by its log-count ratio r = log((a + its total value in
 * class c headlines) / Σ(...) ÷ (a + its total value in the other headlines) / Σ(...)), so features that tell the
 * class apart get a scale large in size and features common to all classes a small one. The lexicon tone keeps
 * scale 1. The scaling is folded into the weights (weight = r · SVM weight), so the result is a plain linear
 * model over the unscaled features. A constant feature of value 1 gives each class its bias.
 */
function fit(examples: readonly Example[], o: TrainOptions, cost: number): Fit {
  const counts = new Map<string, number>();
  for (const e of examples) for (const name of features(e.text).names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const vocab = [...counts.entries()].filter(([, c]) => c >= o.minCount).map(([name]) => name).sort();
  const index = new Map(vocab.map((name, i) => [name, i]));
  const rows: Row[] = examples.map((e) => {
    const { ids, values } = encode(e.text, { vocab, index });
    return { ids: Int32Array.from(ids), values: Float64Array.from(values), label: CLASS_INDEX[e.label] };
  });
  const width = lexiconId({ vocab }) + 1;
  // Letter buckets seen in fewer than minCount headlines get no weight, like rare word-level features.
  const seen = new Int32Array(width);
  for (const { ids } of rows) for (const id of ids) seen[id]++;
  const w = new Float64Array(width * 3);
  const bias = new Float64Array(3);
  const diagonal = 1 / (2 * cost);
  for (let c = 0; c < 3; c++) {
    // Log-count ratios of class c against the rest (the lexicon tone keeps scale 1).
    const inClass = new Float64Array(width).fill(o.nbAlpha);
    const outClass = new Float64Array(width).fill(o.nbAlpha);
    for (const { ids, values, label } of rows) {
      const into = label === c ? inClass : outClass;
      for (let k = 0; k < ids.length; k++) into[ids[k]] += Math.abs(values[k]);
    }
    let sumIn = 0;
    let sumOut = 0;
    for (let i = 0; i < width; i++) {
      if (seen[i] < o.minCount) continue;
      sumIn += inClass[i];
      sumOut += outClass[i];
    }
    const r = new Float64Array(width);
    for (let i = 0; i < width; i++) r[i] = Math.log(inClass[i] / sumIn / (outClass[i] / sumOut));
    for (let i = 0; i < width; i++) if (seen[i] < o.minCount) r[i] = 0;
    r[width - 1] = 1;
    // Dual coordinate descent (as in LIBLINEAR) on the squared hinge loss, with a constant bias feature.
    const v = new Float64Array(width);
    let b = 0;
    const alpha = new Float64Array(rows.length);
    const q = rows.map(({ ids, values }) => {
      let s = 1 + diagonal;
      for (let k = 0; k < ids.length; k++) s += (values[k] * r[ids[k]]) ** 2;
      return s;
    });
    const next = random(o.seed + c);
    const order = rows.map((_, i) => i);
    for (let pass = 0; pass < o.passes; pass++) {
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [order[i], order[j]] = [order[j], order[i]];
      }
      let largest = 0;
      for (const n of order) {
        const { ids, values, label } = rows[n];
        const y = label === c ? 1 : -1;
        let dot = b;
        for (let k = 0; k < ids.length; k++) dot += v[ids[k]] * values[k] * r[ids[k]];
        const gradient = y * dot - 1 + diagonal * alpha[n];
        const projected = alpha[n] === 0 ? Math.min(gradient, 0) : gradient;
        largest = Math.max(largest, Math.abs(projected));
        if (projected === 0) continue;
        const before = alpha[n];
        alpha[n] = Math.max(before - gradient / q[n], 0);
        const change = (alpha[n] - before) * y;
        for (let k = 0; k < ids.length; k++) v[ids[k]] += change * values[k] * r[ids[k]];
        b += change;
      }
      if (largest < o.tolerance) break;
    }
    for (let i = 0; i < width; i++) w[i * 3 + c] = v[i] * r[i];
    bias[c] = b;
  }
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

/** The cost from COST_GRID with the best macro-F1 over inner folds of the training headlines alone. */
export function chooseCost(examples: readonly Example[], options: Partial<TrainOptions> = {}): number {
  const o = { ...TRAIN_DEFAULTS, ...options };
  const foldOf = (e: Example) => textHash(`inner:${e.text}`) % INNER_FOLDS;
  let best = COST_GRID[0];
  let bestF1 = -1;
  for (const cost of COST_GRID) {
    const truth: number[] = [];
    const predicted: number[] = [];
    for (let k = 0; k < INNER_FOLDS; k++) {
      const model = fit(examples.filter((e) => foldOf(e) !== k), o, cost);
      for (const e of examples.filter((x) => foldOf(x) === k)) {
        truth.push(CLASS_INDEX[e.label]);
        predicted.push(predict(model, e.text));
      }
    }
    const f1 = macroF1(truth, predicted);
    if (f1 > bestF1) {
      best = cost;
      bestF1 = f1;
    }
  }
  return best;
}

export function train(examples: readonly Example[], options: Partial<TrainOptions> = {}): ModelWeights {
  const o = { ...TRAIN_DEFAULTS, ...options };
  const cost = o.cost ?? chooseCost(examples, o);
  const model = fit(examples, o, cost);
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
    cost,
    bias: pull(0, bias),
    lexicon: pull(lexiconId({ vocab }) * 3, w),
    terms,
    letters: { bits: LETTER_BITS, gaps, pulls },
  };
}
