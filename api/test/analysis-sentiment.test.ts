import { prepareHeadlines, headlineSentiment, NO_HEADLINES } from '../src/analysis/headlines';
import { polarity, scoreText } from '../src/analysis/sentiment';

const compound = (text: string) => scoreText(text).compound;

describe('lexicon scorer on known sentences', () => {
  it('scores a plain positive word as sum / sqrt(sum^2 + 15)', () => {
    // good = 1.8 -> 1.8 / sqrt(3.24 + 15)
    expect(compound('Bitcoin price is good')).toBeCloseTo(0.4214636152117623, 12);
  });

  it('flips and dampens a word after a negation (x -0.75)', () => {
    expect(compound('Bitcoin price is not good')).toBeCloseTo(-0.3291459381423852, 12);
    expect(compound("Bitcoin price isn't good")).toBeCloseTo(-0.3291459381423852, 12);
  });

  it('boosters add and dampeners subtract, decaying with distance', () => {
    expect(compound('very good')).toBeCloseTo(0.4766576055745744, 12); // 1.8 + 0.3
    expect(compound('slightly good')).toBeCloseTo(0.3611575592573076, 12); // 1.8 - 0.3
    expect(compound('very bitcoin good')).toBeCloseTo(0.4740200569609794, 12); // 1.8 + 0.3 * 0.95
  });

  it('ALL CAPS adds emphasis only when the text mixes cases', () => {
    expect(compound('Bitcoin is GOOD today')).toBeCloseTo(0.5423261445466404, 12); // 1.8 + 0.7
    expect(compound('BITCOIN IS GOOD TODAY')).toBeCloseTo(0.4214636152117623, 12);
  });

  it('weights the clause after "but" more than the one before', () => {
    // 1.8 * 0.5 + -2.3 * 1.5 = -2.55
    expect(compound('Bitcoin is good but the outlook is bad')).toBeCloseTo(-0.549915172454543, 12);
  });

  it('exclamation marks push further in the direction of the sum', () => {
    expect(compound('good!')).toBeCloseTo(0.4678158954296706, 12); // 1.8 + 0.25
  });

  it('knows crypto and market words', () => {
    expect(compound('Bitcoin rallies as bulls return')).toBeGreaterThan(0.3);
    expect(compound('Exchange hacked, funds stolen in rug pull')).toBeLessThan(-0.5);
    expect(compound('Ethereum plunges as liquidations mount')).toBeLessThan(-0.3);
    expect(compound('ETH soars to new ATH')).toBeGreaterThan(0.3);
  });

  it('leaves neutral headlines at 0', () => {
    expect(compound('SEC publishes ETF filing schedule')).toBe(0);
    expect(polarity(0)).toBe('neutral');
    expect(polarity(0.05)).toBe('positive');
    expect(polarity(-0.05)).toBe('negative');
  });

  it('always stays inside [-1, 1]', () => {
    const loud = 'CRASH CRASH crash disaster panic collapse bloodbath meltdown!!!!!';
    expect(compound(loud)).toBeGreaterThanOrEqual(-1);
    expect(compound(loud)).toBeLessThan(-0.9);
  });
});

describe('headline sentiment of an asset over a range', () => {
  const btc = { id: 'BTC', kind: 'crypto' as const, aliases: ['bitcoin', 'btc'] };
  const aapl = { id: 'AAPL', kind: 'stock' as const, aliases: ['apple', 'aapl'] };
  const days = Array.from({ length: 12 }, (_, i) => `2022-01-${String(i + 1).padStart(2, '0')}`);
  const set = prepareHeadlines([
    // Full headlines, as the feeds carry them.
    ...days.map((date, i) => ({
      date,
      source: 'T',
      title: i % 2 ? 'Bitcoin rallies 12% as bulls return' : 'Bitcoin plunges 15% as liquidations mount',
    })),
    ...days.map((date) => ({ date, source: 'T', title: 'Ethereum upgrade delayed' })),
    { date: '2022-02-01', source: 'T', title: 'Solana network is good' },
  ]);

  it('uses the asset scope and judges the range against its own daily history', () => {
    const s = headlineSentiment({ asset: btc, headlines: set, start: '2022-01-02', end: '2022-01-04' });
    expect(s.scope).toBe('asset');
    expect(s.headlineCount).toBe(3);
    expect(s.daily.map((d) => d.date)).toEqual(['2022-01-02', '2022-01-03', '2022-01-04']);
    // two rallies and one plunge: positive share 2/3
    expect(s.positiveShare.value).toBeCloseTo(2 / 3, 12);
    expect(s.negativeShare.value).toBeCloseTo(1 / 3, 12);
    expect(s.zScore.value).not.toBeNull();
    expect(s.zScore.value as number).toBeGreaterThan(0);
  });

  it('sends each listed headline with the few terms that moved it, largest first', () => {
    const s = headlineSentiment({ asset: btc, headlines: set, start: '2022-01-02', end: '2022-01-04' });
    const top = s.mostPositive[0];
    expect(top.title).toBe('Bitcoin rallies 12% as bulls return');
    expect(top.terms.length).toBeGreaterThan(0);
    expect(top.terms.length).toBeLessThanOrEqual(4);
    // The signed percent move moves it most, then the lexicon's tone ("rallies", "bulls"); both push it up.
    expect(top.terms.slice(0, 2).map((t) => t.term)).toEqual(['<pct+>', 'lexicon tone']);
    expect(top.terms[0].weight).toBeGreaterThan(0);
    expect(top.terms[1].weight).toBeGreaterThan(0);
    const sizes = top.terms.map((t) => Math.abs(t.weight));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    // The signed percent move, then the lexicon's tone ("plunges"); both push it down.
    expect(s.mostNegative[0].terms.slice(0, 2).map((t) => t.term)).toEqual(['<pct->', 'lexicon tone']);
    expect(s.mostNegative[0].terms[0].weight).toBeLessThan(0);
    expect(s.mostNegative[0].terms[1].weight).toBeLessThan(0);
  });

  it('falls back to all crypto headlines when too few name the asset', () => {
    const s = headlineSentiment({ asset: btc, headlines: set, start: '2022-02-01', end: '2022-02-01' });
    expect(s.scope).toBe('market');
    expect(s.headlineCount).toBe(1);
  });

  it("says 'no headlines in this range' when there are none, and stocks never borrow crypto news", () => {
    const empty = headlineSentiment({ asset: btc, headlines: set, start: '2023-01-01', end: '2023-02-01' });
    expect(empty.message).toBe(NO_HEADLINES);
    expect(empty.scope).toBe('none');
    expect(empty.mean.value).toBeNull();
    const stock = headlineSentiment({ asset: aapl, headlines: set, start: '2022-01-01', end: '2022-02-01' });
    expect(stock.scope).toBe('none');
    expect(stock.message).toBe(NO_HEADLINES);
    const none = headlineSentiment({ asset: btc, headlines: null, start: '2022-01-01', end: '2022-02-01' });
    expect(none.message).toBe(NO_HEADLINES);
  });
});
