// Tokeniser and feature extractor of the trained headline model. Features are chosen to carry over to news the
// model never saw: lowercased, lightly stemmed words and word pairs, placeholders for what varies between
// sources (tickers, links, numbers), signed percent moves, words under a negation, and the lexicon scorer's tone.
import { scoreText } from '../sentiment';
import { NEGATIONS } from '../lexicon';

export const URL_TOKEN = '<url>';
export const TICKER_TOKEN = '<ticker>';
export const NUMBER_TOKEN = '<num>';
export const PCT_UP_TOKEN = '<pct+>';
export const PCT_DOWN_TOKEN = '<pct->';
export const PCT_TOKEN = '<pct>';
/** Name of the dense feature carrying the lexicon scorer's tone (its sum, scaled and clipped to [-2, 2]). */
export const LEXICON_FEATURE = 'lexicon tone';
/** Lexicon sums are divided by this before clipping, so one strong word is about 0.5. */
export const LEXICON_SCALE = 4;
/** Words after a negation carry a "not " mark for this many tokens. */
export const NEGATION_SCOPE = 3;

const UP_WORDS = new Set(['up', 'rise', 'rises', 'rose', 'gain', 'gains', 'gained', 'jump', 'jumps', 'surge', 'surges', 'climb', 'climbs', 'higher', 'rally', 'rallies', 'soar', 'soars', 'add', 'adds', 'increase', 'increases']);
const DOWN_WORDS = new Set(['down', 'fall', 'falls', 'fell', 'drop', 'drops', 'dropped', 'slide', 'slides', 'slip', 'slips', 'lower', 'sink', 'sinks', 'plunge', 'plunges', 'tumble', 'tumbles', 'decline', 'declines', 'lose', 'loses', 'lost', 'shed', 'sheds', 'decrease', 'decreases', 'off']);

/** Light stemmer: folds plurals, the commonest verb endings and a final "e" ("downgrades", "downgraded" and
 * "downgrade" all become "downgrad"; "beats" and "beat" become "beat"). */
export function stem(word: string): string {
  if (word.length <= 3 || word.startsWith('<')) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4 && !w.endsWith('eed')) w = w.slice(0, -2);
  else if (/(ch|sh|x|z|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 4 && !w.endsWith('ee')) w = w.slice(0, -1);
  return w;
}

/** Splits a headline into normalised tokens (before stemming). */
export function tokenise(text: string): string[] {
  const cleaned = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u2013\u2014]/g, ' - ')
    .replace(/https?:\/\/\S+|www\.\S+/gi, ` ${URL_TOKEN} `)
    .replace(/\$[A-Za-z][A-Za-z.]{0,9}\b/g, ` ${TICKER_TOKEN} `);
  const out: string[] = [];
  const parts = cleaned.split(/[\s,;:!?()"[\]{}|/]+/);
  for (const part of parts) {
    if (part.startsWith('<') && part.endsWith('>')) {
      out.push(part);
      continue;
    }
    const pct = /^([+-]?)\$?\d[\d.,]*%$/.exec(part);
    if (pct) {
      out.push(pct[1] === '+' ? PCT_UP_TOKEN : pct[1] === '-' ? PCT_DOWN_TOKEN : PCT_TOKEN);
      continue;
    }
    const word = part.toLowerCase().replace(/'/g, '').replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
    if (word.length === 0) continue;
    if (/^\d/.test(word)) {
      out.push(NUMBER_TOKEN);
      continue;
    }
    out.push(word);
  }
  // A bare percent ("rose 5%") takes its sign from the word before it.
  for (let i = 1; i < out.length; i++) {
    if (out[i] !== PCT_TOKEN) continue;
    if (UP_WORDS.has(out[i - 1])) out[i] = PCT_UP_TOKEN;
    else if (DOWN_WORDS.has(out[i - 1])) out[i] = PCT_DOWN_TOKEN;
  }
  return out;
}

/** Sparse features of one headline: names of binary features, and the dense lexicon value. */
export type Features = { names: string[]; lexicon: number };

export function features(text: string): Features {
  const tokens = tokenise(text);
  const stems = tokens.map(stem);
  const names = new Set<string>();
  let negatedUntil = -1;
  for (let i = 0; i < stems.length; i++) {
    const word = stems[i];
    if (NEGATIONS.has(tokens[i])) {
      negatedUntil = i + NEGATION_SCOPE;
      names.add(word);
      continue;
    }
    names.add(i <= negatedUntil ? `not ${word}` : word);
    if (i > 0) names.add(`${stems[i - 1]} ${word}`);
  }
  const sum = scoreText(text).sum / LEXICON_SCALE;
  return { names: [...names], lexicon: Math.max(-2, Math.min(2, sum)) };
}
