// Trainer of the headline model: three one-vs-rest linear SVMs over NB-scaled (log-count ratio) word-level features,
// hashed letter n-grams and the lexicon tone (svm.ts). The SVM cost and offsets of the bullish and bearish logits are
// chosen by cross-validation inside the training headlines. After training every feature's weights are re-expressed
// relative to the neutral class (a shift that changes no call), so neutral's logit is always 0 and a feature needs
// two numbers: its pull towards bullish and towards bearish.
// Deterministic: vocabulary in sorted order, a seeded shuffle, a fixed number of passes, folds by text hash.
import { LETTER_BITS } from './features';
import { BEAR, BULL, CLASS_INDEX, fit, lexiconId, logits, NEUTRAL, round, textHash, type Example, type Fit, type TrainOptions } from './svm';

export type { Example, Label, TrainOptions } from './svm';

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
  version: 3;
  /** Score beyond which a headline is polar (equals SCORE_THRESHOLD). */
  threshold: number;
  /** The SVM cost C the weights were trained with. */
  cost: number;
  /** Offsets added to the bullish and bearish logits before saving (chosen by inner cross-validation; in `bias`). */
  offsets: Pull;
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

/** Offsets added to the bullish and bearish logits that the inner cross-validation chooses from. */
export const OFFSET_GRID: readonly number[] = Array.from({ length: 19 }, (_, i) => round(-0.3 + i * 0.05, 2));

/** The call of raw logits with offsets added to the bullish and bearish ones. */
const callWith = (z: readonly number[], bull: number, bear: number) => {
  const a = z[BULL] + bull;
  const b = z[BEAR] + bear;
  return a >= b && a >= z[NEUTRAL] ? BULL : b > a && b >= z[NEUTRAL] ? BEAR : NEUTRAL;
};

/**
 * The cost from COST_GRID with the best macro-F1 over inner folds of the training headlines alone, then the offsets
 * (from OFFSET_GRID) of the bullish and bearish logits that give the best macro-F1 on the same out-of-fold logits.
 */
export function chooseSettings(examples: readonly Example[], options: Partial<TrainOptions> = {}): { cost: number; offsets: Pull } {
  const o = { ...TRAIN_DEFAULTS, ...options };
  const foldOf = (e: Example) => textHash(`inner:${e.text}`) % INNER_FOLDS;
  let best = { cost: COST_GRID[0], f1: -1, truth: [] as number[], z: [] as number[][] };
  for (const cost of COST_GRID) {
    const truth: number[] = [];
    const z: number[][] = [];
    for (let k = 0; k < INNER_FOLDS; k++) {
      const model = fit(examples.filter((e) => foldOf(e) !== k), o, cost);
      for (const e of examples.filter((x) => foldOf(x) === k)) {
        truth.push(CLASS_INDEX[e.label]);
        z.push(logits(model, e.text));
      }
    }
    const f1 = macroF1(truth, z.map((l) => callWith(l, 0, 0)));
    if (f1 > best.f1) best = { cost, f1, truth, z };
  }
  let offsets: Pull = [0, 0];
  let bestF1 = best.f1;
  for (const bull of OFFSET_GRID) {
    for (const bear of OFFSET_GRID) {
      const f1 = macroF1(best.truth, best.z.map((l) => callWith(l, bull, bear)));
      if (f1 > bestF1 + 1e-9) {
        bestF1 = f1;
        offsets = [bull, bear];
      }
    }
  }
  return { cost: best.cost, offsets };
}

export function train(examples: readonly Example[], options: Partial<TrainOptions> = {}): ModelWeights {
  const o = { ...TRAIN_DEFAULTS, ...options };
  const chosen = o.cost === null ? chooseSettings(examples, o) : { cost: o.cost, offsets: [0, 0] as Pull };
  const cost = chosen.cost;
  const model = fit(examples, o, cost);
  model.bias[BULL] += chosen.offsets[0];
  model.bias[BEAR] += chosen.offsets[1];
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
    version: 3,
    threshold: SCORE_THRESHOLD,
    cost,
    offsets: chosen.offsets,
    bias: pull(0, bias),
    lexicon: pull(lexiconId({ vocab }) * 3, w),
    terms,
    letters: { bits: LETTER_BITS, gaps, pulls },
  };
}
