// The trained headline model at run time: exact, explainable scores from the committed weights.
import { features, LEXICON_FEATURE } from './features';
import type { ModelWeights } from './train';
import saved from './weights.json';

export type Polarity = 'positive' | 'neutral' | 'negative';
export type Term = { term: string; weight: number };
/** score = tanh(z); z = bias + the weights of all terms present. `terms` lists every one, largest first. */
export type ModelScore = { score: number; z: number; bias: number; polarity: Polarity; terms: Term[] };

export type HeadlineModel = { weights: ModelWeights; terms: Map<string, number> };

export function loadModel(weights: ModelWeights): HeadlineModel {
  if (weights.version !== 1 || typeof weights.bias !== 'number' || typeof weights.terms !== 'object') {
    throw new Error('unreadable headline model weights');
  }
  return { weights, terms: new Map(Object.entries(weights.terms)) };
}

/** The committed model, loaded once when the engine starts. */
export const MODEL: HeadlineModel = loadModel(saved as ModelWeights);

export function modelPolarity(score: number, model: HeadlineModel = MODEL): Polarity {
  if (score >= model.weights.threshold) return 'positive';
  if (score <= -model.weights.threshold) return 'negative';
  return 'neutral';
}

export function scoreHeadline(text: string, model: HeadlineModel = MODEL): ModelScore {
  const f = features(text);
  const terms: Term[] = [];
  let z = model.weights.bias;
  if (f.lexicon !== 0 && model.weights.lexicon !== 0) {
    const weight = model.weights.lexicon * f.lexicon;
    terms.push({ term: LEXICON_FEATURE, weight });
    z += weight;
  }
  for (const name of f.names) {
    const weight = model.terms.get(name);
    if (weight === undefined) continue;
    terms.push({ term: name, weight });
    z += weight;
  }
  terms.sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight) || (a.term < b.term ? -1 : 1));
  const score = Math.tanh(z);
  return { score, z, bias: model.weights.bias, polarity: modelPolarity(score, model), terms };
}

/** The few terms that moved a score most, weights rounded: the compact form sent in analysis answers. */
export function topTerms(terms: readonly Term[], count = 4): Term[] {
  return terms.slice(0, count).map((t) => ({ term: t.term, weight: Math.round(t.weight * 100) / 100 }));
}
