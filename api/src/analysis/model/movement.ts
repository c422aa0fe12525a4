// Which way a quantity moved: "profit rose", "loss narrowed", "sales fell", "cut costs", "target raised to $40 from
// $35". A direction (up or down, from a word or from two numbers compared) met with a quantity within a few words
// gives two features of the headline model: the pair itself (`<move> profit up`) and its sign for the company,
// `<better>` when a good quantity rose or a bad one fell, `<worse>` otherwise. Both are plain word-level features,
// so they are learnt, weighed and explained like any word.

/** A number or amount in a headline (its value is kept beside the token for comparisons). */
export const NUMBER_TOKEN = '<num>';
export const BETTER_FEATURE = '<better>';
export const WORSE_FEATURE = '<worse>';
export const MOVE_PREFIX = '<move>';

const words = (up: string, down: string) =>
  new Map<string, number>([...up.split(' ').map((w) => [w, 1] as const), ...down.split(' ').map((w) => [w, -1] as const)]);

/** Words saying which way something moved: +1 up, −1 down. */
export const DIRECTIONS = words(
  'rise rises rose risen rising increase increases increased increasing grow grows grew grown growing up higher jump jumps jumped surge surges surged soar soars soared climb climbs climbed gain gains gained improve improves improved boost boosts boosted raise raises raised raising lift lifts lifted hike hikes hiked widen widens widened widening double doubles doubled expand expands expanded upped rebound rebounds rebounded',
  'fall falls fell fallen falling decrease decreases decreased decreasing decline declines declined declining drop drops dropped dropping down lower lowers lowered slump slumps slumped slide slides slid sink sinks sank plunge plunges plunged tumble tumbles tumbled cut cuts cutting reduce reduces reduced reducing slash slashes slashed trim trims trimmed narrow narrows narrowed narrowing shrink shrinks shrank shrunk halve halves halved ease eases eased dip dips dipped',
);

/** Quantities a company or market wants higher (+1) or lower (−1), singular and plural as written. */
export const QUANTITIES = words(
  'profit profits earnings revenue revenues sales income eps ebit ebitda margin margins orders dividend dividends payout guidance outlook forecast forecasts target targets growth demand shipments deliveries bookings volume volumes turnover cash production output price prices stock shares valuation rating estimates expectations buyback gdp payrolls exports',
  'loss losses cost costs expense expenses debt deficit layoffs unemployment charges charge impairment impairments writedown writedowns risk risks provisions defaults claims',
);

/** Nearest quantity to a direction word, at most this many words away on either side. */
export const WORD_WINDOW = 3;
/** A comparison of two numbers looks this many words back for its quantity ("EPS of $1.10 vs $0.90"). */
export const NUMBER_WINDOW = 6;

/** One name for the singular and plural of a quantity ("losses" → "loss", "costs" → "cost"). */
function canonical(quantity: string): string {
  if (quantity.endsWith('es') && QUANTITIES.has(quantity.slice(0, -2))) return quantity.slice(0, -2);
  if (quantity.endsWith('s') && QUANTITIES.has(quantity.slice(0, -1))) return quantity.slice(0, -1);
  return quantity;
}

export type Move = { pair: string; sign: number; owner: string };

function nearestQuantity(tokens: readonly string[], at: number, before: number, after: number): number {
  for (let d = 1; d <= Math.max(before, after); d++) {
    if (d <= before && at - d >= 0 && QUANTITIES.has(tokens[at - d])) return at - d;
    if (d <= after && at + d < tokens.length && QUANTITIES.has(tokens[at + d])) return at + d;
  }
  return -1;
}

/** The first number among the `span` tokens from `from` on, or −1. */
function numberAt(tokens: readonly string[], from: number, span: number): number {
  for (let i = from; i < Math.min(tokens.length, from + span); i++) if (tokens[i] === NUMBER_TOKEN) return i;
  return -1;
}

/** Which way two numbers say something moved: the new value against the old, at the token `at`. */
function compared(tokens: readonly string[], values: readonly number[], at: number): number {
  const t = tokens[at];
  let now = -1;
  let before = -1;
  if (t === 'vs' || t === 'versus') {
    for (let i = at - 1; i >= Math.max(0, at - 3) && now < 0; i--) if (tokens[i] === NUMBER_TOKEN) now = i;
    before = numberAt(tokens, at + 1, 2);
  } else if (t === 'from') {
    before = numberAt(tokens, at + 1, 2);
    if (before < 0) return 0;
    const to = tokens.indexOf('to', before + 1);
    if (to > 0 && to <= before + 3) now = numberAt(tokens, to + 1, 2);
    else {
      const back = tokens.lastIndexOf('to', at - 1);
      if (back >= 0 && back >= at - 4) now = numberAt(tokens, back + 1, at - back - 1);
    }
  }
  if (now < 0 || before < 0) return 0;
  const a = values[now];
  const b = values[before];
  return Number.isFinite(a) && Number.isFinite(b) && a !== b ? Math.sign(a - b) : 0;
}

/**
 * The moves of a tokenised headline. `values[i]` is the amount of a number token (NaN otherwise); `negated(i)` tells
 * whether token i is under a negation, which turns its direction round.
 */
export function moves(tokens: readonly string[], values: readonly number[], negated: (i: number) => boolean): Move[] {
  const out: Move[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = DIRECTIONS.get(tokens[i]);
    const byNumbers = word === undefined && (tokens[i] === 'vs' || tokens[i] === 'versus' || tokens[i] === 'from') ? compared(tokens, values, i) : 0;
    const direction = (word ?? byNumbers) * (negated(i) ? -1 : 1);
    if (direction === 0) continue;
    const q = word !== undefined ? nearestQuantity(tokens, i, WORD_WINDOW, WORD_WINDOW) : nearestQuantity(tokens, i, NUMBER_WINDOW, 0);
    if (q < 0) continue;
    const quantity = tokens[q];
    const shown = word !== undefined ? (q < i ? `${quantity} ${tokens[i]}` : `${tokens[i]} ${quantity}`) : `${quantity} ${direction > 0 ? 'up' : 'down'} (by the numbers)`;
    out.push({ pair: `${MOVE_PREFIX} ${canonical(quantity)} ${direction > 0 ? 'up' : 'down'}`, sign: direction * (QUANTITIES.get(quantity) as number), owner: shown });
  }
  return out;
}
