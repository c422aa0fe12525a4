// The trained headline model at run time: exact, explainable scores from the committed weights.
import { createHash } from 'node:crypto';
import { features, LETTER_BITS, LEXICON_FEATURE, letterBuckets } from './features';
import type { ModelWeights, Pull } from './train';
import saved from './weights.json';

export type Polarity = 'positive' | 'neutral' | 'negative';
export type Term = { term: string; weight: number };
/**
 * The model's call and its working. `bullish` and `bearish` are the two classes' logits (neutral's is 0; the largest
 * wins and gives `polarity`). z = bullish − bearish = bias + Σ terms' weights, where each term's weight is its pull
 * towards bullish minus its pull towards bearish. The score is read from z inside the called class's band:
 * positive T + (1 − T)·tanh(z), negative −T + (1 − T)·tanh(z), neutral T·tanh(z), T the threshold.
 */
export type ModelScore = { score: number; z: number; bias: number; polarity: Polarity; bullish: number; bearish: number; terms: Term[] };

export type HeadlineModel = { weights: ModelWeights; terms: Map<string, Pull>; letters: Float32Array };

export function loadModel(weights: ModelWeights): HeadlineModel {
  const { letters } = weights;
  if (weights.version !== 3 || typeof weights.terms !== 'object' || letters?.bits !== LETTER_BITS || letters.pulls.length !== letters.gaps.length * 2) {
    throw new Error('unreadable headline model weights');
  }
  const table = new Float32Array(2 << LETTER_BITS);
  let bucket = 0;
  letters.gaps.forEach((gap, i) => {
    bucket += gap;
    table[bucket * 2] = letters.pulls[i * 2] / 1e4;
    table[bucket * 2 + 1] = letters.pulls[i * 2 + 1] / 1e4;
  });
  return { weights, terms: new Map(Object.entries(weights.terms)), letters: table };
}

/** The committed model, loaded once when the engine starts. */
export const MODEL: HeadlineModel = loadModel(saved as unknown as ModelWeights);

/** A model's version: a digest of its weights, so retrained weights are always a new version. */
export const modelVersion = (weights: ModelWeights): string => `weights-${createHash('sha256').update(JSON.stringify(weights)).digest('hex').slice(0, 12)}`;

/**
 * The committed model's version. Every stored headline score names the version that made it; when the weights change
 * this changes, and the ingestion pipeline's backfill scores the stored headlines again.
 */
export const MODEL_VERSION = modelVersion(MODEL.weights);

export function modelPolarity(score: number, model: HeadlineModel = MODEL): Polarity {
  if (score >= model.weights.threshold) return 'positive';
  if (score <= -model.weights.threshold) return 'negative';
  return 'neutral';
}

/** The score of a headline with difference z when the model calls it `polarity` (see ModelScore). */
export function bandScore(polarity: Polarity, z: number, threshold: number): number {
  if (polarity === 'positive') return threshold + (1 - threshold) * Math.tanh(Math.max(z, 0));
  if (polarity === 'negative') return -threshold + (1 - threshold) * Math.tanh(Math.min(z, 0));
  // Strictly inside the neutral band even where tanh rounds to ±1.
  return Math.max(-threshold * 0.999999, Math.min(threshold * 0.999999, threshold * Math.tanh(z)));
}

/** Scratch list of letter n-gram buckets, reused between headlines (scoring is synchronous). */
const LETTER_BUFFER: number[] = [];

export function scoreHeadline(text: string, model: HeadlineModel = MODEL): ModelScore {
  const { names, owners, words, wordNames, lexicon } = features(text);
  const w = model.weights;
  const table = model.letters;
  let bullish = w.bias[0];
  let bearish = w.bias[1];
  // Each feature's addition to z = bullish − bearish, by position in `names`; NaN where the model has no weight.
  const added = new Float64Array(names.length).fill(Number.NaN);
  const xName = 1 / Math.sqrt(names.length || 1);
  for (let k = 0; k < names.length; k++) {
    const pull = model.terms.get(names[k]);
    if (pull === undefined) continue;
    bullish += xName * pull[0];
    bearish += xName * pull[1];
    added[k] = xName * (pull[0] - pull[1]);
  }
  // Letter n-grams of each word are summed, then shown under that word.
  const buckets = LETTER_BUFFER;
  buckets.length = 0;
  const ends: number[] = [];
  for (const word of words) {
    letterBuckets(word, buckets);
    ends.push(buckets.length);
  }
  const xLetter = 1 / Math.sqrt(buckets.length || 1);
  for (let i = 0, from = 0; i < words.length; from = ends[i], i++) {
    let toBull = 0;
    let toBear = 0;
    for (let k = from; k < ends[i]; k++) {
      toBull += table[buckets[k] * 2];
      toBear += table[buckets[k] * 2 + 1];
    }
    if (toBull === 0 && toBear === 0) continue;
    bullish += xLetter * toBull;
    bearish += xLetter * toBear;
    const k = wordNames[i];
    added[k] = (Number.isNaN(added[k]) ? 0 : added[k]) + xLetter * (toBull - toBear);
  }
  const terms: Term[] = [];
  const bias = w.bias[0] - w.bias[1];
  let z = bias;
  if (lexicon !== 0) {
    bullish += lexicon * w.lexicon[0];
    bearish += lexicon * w.lexicon[1];
    const weight = lexicon * (w.lexicon[0] - w.lexicon[1]);
    terms.push({ term: LEXICON_FEATURE, weight });
    z += weight;
  }
  for (let k = 0; k < names.length; k++) {
    const weight = added[k];
    if (Number.isNaN(weight) || weight === 0) continue;
    terms.push({ term: owners[k], weight });
    z += weight;
  }
  terms.sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight) || (a.term < b.term ? -1 : 1));
  const polarity: Polarity = bullish >= 0 && bullish >= bearish ? 'positive' : bearish >= 0 && bearish > bullish ? 'negative' : 'neutral';
  return { score: bandScore(polarity, z, w.threshold), z, bias, polarity, bullish, bearish, terms };
}

/** The few terms that moved a score most, weights rounded: the compact form sent in analysis answers. */
export function topTerms(terms: readonly Term[], count = 4): Term[] {
  return terms.slice(0, count).map((t) => ({ term: t.term, weight: Math.round(t.weight * 100) / 100 }));
}
