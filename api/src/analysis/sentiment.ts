import { BOOSTERS, LEXICON, NEGATIONS } from './lexicon';

// A VADER-style rule-based scorer (after Hutto & Gilbert, 2014) with our own lexicon and constants.
export const SCORER = {
  /** Multiplier applied to a word's valence when a negation precedes it within NEGATION_WINDOW tokens. */
  negationFactor: -0.75,
  negationWindow: 3,
  /** Booster increments decay with distance: full for the word just before, then 0.95, then 0.9. */
  boosterWindow: 3,
  boosterDecay: [1, 0.95, 0.9],
  /** Added (in the word's direction) when the word is in ALL CAPS and the text is not all caps. */
  capsEmphasis: 0.7,
  /** Words before "but" count this much, words after it BUT_AFTER. */
  butBefore: 0.5,
  butAfter: 1.5,
  /** Added per exclamation mark (in the direction of the sum), at most EXCLAIM_MAX of them. */
  exclaimStep: 0.25,
  exclaimMax: 3,
  /** compound = sum / sqrt(sum^2 + alpha) */
  alpha: 15,
  /** A headline is positive at compound >= threshold, negative at <= -threshold. */
  threshold: 0.05,
} as const;

type Token = { raw: string; lower: string };

function tokenize(text: string): Token[] {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .split(/\s+/)
    .map((raw) => raw.replace(/^[^A-Za-z0-9$]+|[^A-Za-z0-9%]+$/g, ''))
    .filter((raw) => raw.length > 0)
    .map((raw) => ({ raw, lower: raw.toLowerCase().replace(/'/g, '') }));
}

const isAllCaps = (s: string) => /[A-Z]/.test(s) && s === s.toUpperCase() && !/[a-z]/.test(s);

const isNegation = (lower: string) => NEGATIONS.has(lower);

export type TextScore = { compound: number; sum: number; matched: string[] };

/** Scores one text: compound in [-1, 1]. */
export function scoreText(text: string): TextScore {
  const tokens = tokenize(text);
  const letters = tokens.filter((t) => /[A-Za-z]/.test(t.raw));
  // Emphasis by capitals only counts when the writer mixed cases; an all-caps headline shouts everywhere.
  const mixedCase = letters.some((t) => !isAllCaps(t.raw)) && letters.some((t) => isAllCaps(t.raw) && t.raw.length > 1);
  const butIndex = tokens.findIndex((t) => t.lower === 'but');
  const matched: string[] = [];
  let sum = 0;
  tokens.forEach((token, i) => {
    const base = LEXICON.get(token.lower);
    if (base === undefined) return;
    if (BOOSTERS.has(token.lower) && i + 1 < tokens.length && LEXICON.has(tokens[i + 1].lower)) return;
    matched.push(token.lower);
    let valence = base;
    const sign = Math.sign(valence);
    if (mixedCase && isAllCaps(token.raw) && token.raw.length > 1) valence += sign * SCORER.capsEmphasis;
    for (let d = 1; d <= SCORER.boosterWindow && i - d >= 0; d++) {
      const boost = BOOSTERS.get(tokens[i - d].lower);
      if (boost !== undefined) valence += sign * boost * SCORER.boosterDecay[d - 1];
    }
    for (let d = 1; d <= SCORER.negationWindow && i - d >= 0; d++) {
      if (isNegation(tokens[i - d].lower)) {
        valence *= SCORER.negationFactor;
        break;
      }
    }
    if (butIndex >= 0) valence *= i < butIndex ? SCORER.butBefore : i > butIndex ? SCORER.butAfter : 1;
    sum += valence;
  });
  if (sum !== 0) {
    const exclaims = Math.min((text.match(/!/g) ?? []).length, SCORER.exclaimMax);
    sum += Math.sign(sum) * exclaims * SCORER.exclaimStep;
  }
  const compound = sum / Math.sqrt(sum * sum + SCORER.alpha);
  return { compound, sum, matched };
}

export type Polarity = 'positive' | 'neutral' | 'negative';

export function polarity(compound: number): Polarity {
  if (compound >= SCORER.threshold) return 'positive';
  if (compound <= -SCORER.threshold) return 'negative';
  return 'neutral';
}
