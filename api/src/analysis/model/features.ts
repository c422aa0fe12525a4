// Tokeniser and feature extractor of the trained headline model. Features are chosen to carry over to news the
// model never saw: lowercased, lightly stemmed words and word pairs, placeholders for what varies between
// sources (tickers, links, numbers), signed percent moves, words under a negation, and the lexicon scorer's tone.
import { scoreText } from '../sentiment';
import { NEGATIONS } from '../lexicon';
import { BETTER_FEATURE, moves, NUMBER_TOKEN, WORSE_FEATURE } from './movement';

export { NUMBER_TOKEN };

export const URL_TOKEN = '<url>';
export const TICKER_TOKEN = '<ticker>';
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

const PLAIN = /^[a-z0-9]+$/;

/** Currency codes next to an amount are left out ("EUR 13.1 mn" reads as "13.1 million", like "$13.1 million"). */
const CURRENCIES = new Set(['eur', 'usd', 'gbp', 'sek', 'nok', 'dkk', 'chf', 'jpy', 'cny', 'rmb', 'cad', 'aud', 'inr', 'rub', 'brl', 'hkd', 'pln']);
/** Abbreviated units, written out, and their size (a number's value is multiplied by it). */
const UNITS: Record<string, [string, number]> = {
  mn: ['million', 1e6], mln: ['million', 1e6], million: ['million', 1e6], m: ['million', 1e6],
  bn: ['billion', 1e9], bln: ['billion', 1e9], billion: ['billion', 1e9], b: ['billion', 1e9],
  k: ['thousand', 1e3], thousand: ['thousand', 1e3],
};
const SUFFIX: Record<string, number> = { k: 1e3, m: 1e6, mn: 1e6, b: 1e9, bn: 1e9 };

/** The value of a number as written ("1,234.5", "4.5b", "13m"); NaN when it does not read as one. */
function amount(word: string): number {
  const m = /^(\d[\d,]*(?:\.\d+)?)([a-z]*)$/.exec(word);
  if (!m) return Number.NaN;
  const size = m[2] === '' ? 1 : SUFFIX[m[2]];
  return size === undefined ? Number.NaN : Number(m[1].replace(/,/g, '')) * size;
}

/** Splits a headline into normalised tokens (before stemming). */
export function tokenise(text: string): string[] {
  return tokeniseWithValues(text).tokens;
}

/** Tokens, and beside each number token its value (NaN for every other token), for comparing amounts. */
export function tokeniseWithValues(text: string): { tokens: string[]; values: number[] } {
  const cleaned = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u2013\u2014]/g, ' - ')
    .replace(/https?:\/\/\S+|www\.\S+/gi, ` ${URL_TOKEN} `)
    .replace(/\$[A-Za-z][A-Za-z.]{0,9}\b/g, ` ${TICKER_TOKEN} `);
  const out: string[] = [];
  const values: number[] = [];
  const parts = cleaned.split(/[\s,;:!?()"[\]{}|/]+/);
  for (const part of parts) {
    if (part.startsWith('<') && part.endsWith('>')) {
      out.push(part);
      values.push(Number.NaN);
      continue;
    }
    const pct = part.endsWith('%') ? /^([+-]?)\$?\d[\d.,]*%$/.exec(part) : null;
    if (pct) {
      out.push(pct[1] === '+' ? PCT_UP_TOKEN : pct[1] === '-' ? PCT_DOWN_TOKEN : PCT_TOKEN);
      values.push(Number.NaN);
      continue;
    }
    const lower = part.toLowerCase();
    // Most words are plain letters and digits already; only the rest go through the regular expressions.
    const word = PLAIN.test(lower) ? lower : lower.replace(/'/g, '').replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
    if (word.length === 0) continue;
    if (/^\d/.test(word)) {
      out.push(NUMBER_TOKEN);
      values.push(amount(word));
      continue;
    }
    const unit = out.length > 0 && out[out.length - 1] === NUMBER_TOKEN ? UNITS[word] : undefined;
    if (unit) {
      values[values.length - 1] *= unit[1];
      out.push(unit[0]);
      values.push(Number.NaN);
      continue;
    }
    out.push(word);
    values.push(Number.NaN);
  }
  // A currency code beside an amount is left out.
  for (let i = out.length - 1; i >= 0; i--) {
    if (CURRENCIES.has(out[i]) && (out[i + 1] === NUMBER_TOKEN || out[i - 1] === NUMBER_TOKEN)) {
      out.splice(i, 1);
      values.splice(i, 1);
    }
  }
  // A bare percent ("rose 5%") takes its sign from the word before it.
  for (let i = 1; i < out.length; i++) {
    if (out[i] !== PCT_TOKEN) continue;
    if (UP_WORDS.has(out[i - 1])) out[i] = PCT_UP_TOKEN;
    else if (DOWN_WORDS.has(out[i - 1])) out[i] = PCT_DOWN_TOKEN;
  }
  return { tokens: out, values };
}

/** Letter n-grams of each word, from LETTER_MIN to LETTER_MAX letters with a space marking the word's edges, are
 * hashed into a table of 2^LETTER_BITS buckets: they let unseen forms ("downgrading", "upgrades") and typos
 * share weight with the forms the data showed. */
export const LETTER_BITS = 18;
export const LETTER_MIN = 3;
export const LETTER_MAX = 4;
const LETTER_MASK = (1 << LETTER_BITS) - 1;

/** Appends the bucket of every letter n-gram of `word` (bounded by spaces) to `out`. */
export function letterBuckets(word: string, out: number[]): void {
  const n = word.length + 2;
  for (let i = 0; i + LETTER_MIN <= n; i++) {
    let h = 0x811c9dc5;
    const end = Math.min(n, i + LETTER_MAX);
    for (let j = i; j < end; j++) {
      const c = j === 0 || j === n - 1 ? 32 : word.charCodeAt(j - 1);
      h = Math.imul(h ^ c, 0x01000193);
      if (j - i + 1 >= LETTER_MIN) {
        // FNV-1a spreads its low bits poorly on short inputs: mix before masking.
        let m = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
        m ^= m >>> 13;
        out.push(m & LETTER_MASK);
      }
    }
  }
}

/**
 * Features of one headline. `names` are the word-level features (stemmed words, word pairs, placeholders, negated
 * words), each shown in explanations under `owners[k]` (the word as written, or the name itself). `words` are the
 * words whose letter n-grams count, as written; `wordNames[i]` is the index in `names` of the feature of words[i],
 * under which its letter n-grams are shown. `lexicon` is the lexicon scorer's tone.
 */
export type Features = { names: string[]; owners: string[]; words: string[]; wordNames: number[]; lexicon: number };

const isWord = (token: string) => token.charCodeAt(0) >= 97 && token.charCodeAt(0) <= 122;

export function features(text: string): Features {
  const { tokens, values } = tokeniseWithValues(text);
  const seen = new Map<string, number>();
  const names: string[] = [];
  const owners: string[] = [];
  const words: string[] = [];
  const wordNames: number[] = [];
  const add = (name: string, owner: string): number => {
    const known = seen.get(name);
    if (known !== undefined) return known;
    seen.set(name, names.length);
    names.push(name);
    owners.push(owner);
    return names.length - 1;
  };
  let negatedUntil = -1;
  let previous = '';
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const word = stem(token);
    let at: number;
    if (NEGATIONS.has(token)) {
      negatedUntil = i + NEGATION_SCOPE;
      at = add(word, token);
    } else if (i <= negatedUntil) at = add(`not ${word}`, isWord(token) ? `not ${token}` : `not ${word}`);
    else at = add(word, isWord(token) ? token : word);
    if (isWord(token)) {
      words.push(token);
      wordNames.push(at);
    }
    if (i > 0) {
      const pair = `${previous} ${word}`;
      add(pair, pair);
    }
    previous = word;
  }
  const negated: number[] = [];
  for (let i = 0, until = -1; i < tokens.length; i++) {
    if (NEGATIONS.has(tokens[i])) until = i + NEGATION_SCOPE;
    else if (i <= until) negated.push(i);
  }
  for (const m of moves(tokens, values, (i) => negated.includes(i))) {
    add(m.pair, m.owner);
    add(m.sign > 0 ? BETTER_FEATURE : WORSE_FEATURE, `${m.sign > 0 ? 'better' : 'worse'}: ${m.owner}`);
  }
  const sum = scoreText(text).sum / LEXICON_SCALE;
  return { names, owners, words, wordNames, lexicon: Math.max(-2, Math.min(2, sum)) };
}
