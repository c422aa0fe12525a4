// The core of the headline model's trainer: a headline's feature vector, and one-vs-rest linear SVMs over
// NB-scaled features fitted by dual coordinate descent. Deterministic: vocabulary in sorted order, a seeded shuffle.
import { features, LETTER_BITS, letterBuckets } from './features';
import { seededRandom } from '../stats';

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

/** FNV-1a hash of a text, for folds that depend only on the text. */
export function textHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Class order inside the trainer. */
export const BULL = 0;
export const BEAR = 1;
export const NEUTRAL = 2;
export const CLASS_INDEX: Record<Label, number> = { bullish: BULL, bearish: BEAR, neutral: NEUTRAL };

type Row = { ids: Int32Array; values: Float64Array; label: number };
/** Raw trained state: three weights per feature (bullish, bearish, neutral) and three biases. */
export type Fit = { vocab: string[]; index: Map<string, number>; w: Float64Array; bias: Float64Array };

const letterBase = (fit: Pick<Fit, 'vocab'>) => fit.vocab.length;
export const lexiconId = (fit: Pick<Fit, 'vocab'>) => fit.vocab.length + (1 << LETTER_BITS);

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
export function fit(examples: readonly Example[], o: TrainOptions, cost: number): Fit {
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
    const next = seededRandom(o.seed + c);
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

export function logits(model: Fit, text: string): number[] {
  const { ids, values } = encode(text, model);
  const z = Array.from(model.bias);
  ids.forEach((id, k) => {
    for (let c = 0; c < 3; c++) z[c] += values[k] * model.w[id * 3 + c];
  });
  return z;
}
