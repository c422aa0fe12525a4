import { features, tokeniseWithValues } from '../src/analysis/model/features';
import { BETTER_FEATURE, moves, WORSE_FEATURE } from '../src/analysis/model/movement';
import { MODEL, MODEL_VERSION, modelVersion, scoreHeadline } from '../src/analysis/model/model';
import { longestQuarter, measure, wordCount } from '../src/analysis/model/dataset';
import type { ModelWeights } from '../src/analysis/model/train';

const movesOf = (text: string) => {
  const { tokens, values } = tokeniseWithValues(text);
  return moves(tokens, values, () => false).map((m) => `${m.pair} ${m.sign > 0 ? '+' : '-'}`);
};

describe('which way a quantity moved', () => {
  it('pairs a direction word with the nearest quantity and signs it for the company', () => {
    expect(movesOf('Operating profit rose in the quarter')).toEqual(['<move> profit up +']);
    expect(movesOf('Net loss narrowed')).toEqual(['<move> loss down +']);
    expect(movesOf('Sales fell sharply')).toEqual(['<move> sales down -']);
    expect(movesOf('Retailer to cut costs')).toEqual(['<move> cost down +']);
    expect(movesOf('Losses widened again')).toEqual(['<move> loss up -']);
    expect(movesOf('Board meets on Tuesday to discuss the plan')).toEqual([]);
  });

  it('reads a direction from two amounts compared: "to X from Y", "from Y to X" and "X vs Y"', () => {
    expect(movesOf('Operating profit EUR 13.1 mn, up to EUR 13.1 mn from EUR 8.7 mn')).toContain('<move> profit up +');
    expect(movesOf('Quarterly revenue went from $2.1bn to $1.8bn')).toEqual(['<move> revenue down -']);
    expect(movesOf('Funko price target to $10 from $25 at Stifel')).toEqual(['<move> target down -']);
    expect(movesOf('Q4 EPS $1.88 vs. $1.50')).toEqual(['<move> eps up +']);
    expect(movesOf('Revenue of $5 million vs. $5 million')).toEqual([]);
  });

  it('keeps amounts with their units and leaves currency codes beside them out', () => {
    const { tokens, values } = tokeniseWithValues('Profit EUR 13.1 mn, sales 2bn');
    expect(tokens).toEqual(['profit', '<num>', 'million', 'sales', '<num>']);
    expect(values[1]).toBeCloseTo(13.1e6, 3);
    expect(values[4]).toBe(2e9);
  });

  it('adds the pair and its sign as features, shown under the words as written, turned round by a negation', () => {
    const f = features('Operating profit rose to EUR 13.1 mn');
    expect(f.names).toEqual(expect.arrayContaining(['<move> profit up', BETTER_FEATURE]));
    expect(f.owners[f.names.indexOf(BETTER_FEATURE)]).toBe('better: profit rose');
    const negated = features('Company did not raise its dividend');
    expect(negated.names).toEqual(expect.arrayContaining(['<move> dividend down', WORSE_FEATURE]));
  });

  it('calls the report-style sentences of other finance text by which way their figures moved', () => {
    expect(scoreHeadline('Operating profit rose to EUR 13.1 mn from EUR 8.7 mn in the corresponding period in 2007').polarity).toBe('positive');
    expect(scoreHeadline('Net sales decreased to EUR 91.6 mn from EUR 109.1 mn in the corresponding period a year earlier').polarity).toBe('negative');
    const narrowed = scoreHeadline('The company said its operating loss narrowed to EUR 2.1 mn from EUR 4.6 mn');
    expect(narrowed.terms.find((t) => t.term.startsWith('better:'))?.weight).toBeGreaterThan(0);
  });
});

describe('headline model version', () => {
  it('names the committed model by a digest of its weights, so any retrained weight is a new version', () => {
    expect(MODEL_VERSION).toMatch(/^weights-[0-9a-f]{12}$/);
    expect(modelVersion(JSON.parse(JSON.stringify(MODEL.weights)))).toBe(MODEL_VERSION);
    const nudged: ModelWeights = { ...MODEL.weights, bias: [MODEL.weights.bias[0] + 1e-4, MODEL.weights.bias[1]] };
    expect(modelVersion(nudged)).not.toBe(MODEL_VERSION);
  });
});

describe('headline model evaluation', () => {
  it('measures accuracy, macro-F1 and the confusion matrix', () => {
    const r = measure(['bullish', 'bullish', 'neutral', 'bearish'], ['bullish', 'neutral', 'neutral', 'bearish']);
    expect(r.accuracy).toBe(0.75);
    expect(r.confusion.bullish.neutral).toBe(1);
    expect(r.perClass.neutral.precision).toBe(0.5);
    expect(r.macroF1).toBeCloseTo((2 / 3 + 2 / 3 + 1) / 3, 12);
  });

  it('cuts the longest quarter by words, links left out, whatever the row order', () => {
    const examples = Array.from({ length: 20 }, (_, i) => ({ text: `${'word '.repeat(i + 1)}https://t.co/x${i}`, label: 'neutral' as const }));
    const { long, others, minWords } = longestQuarter(examples);
    expect(long.map((e) => wordCount(e.text))).toEqual([16, 17, 18, 19, 20]);
    expect(minWords).toBe(16);
    expect(others).toHaveLength(15);
    expect(longestQuarter([...examples].reverse()).long.map((e) => e.text).sort()).toEqual(long.map((e) => e.text).sort());
  });
});
