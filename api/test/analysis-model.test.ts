import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { features, stem, tokenise } from '../src/analysis/model/features';
import { foldOf, measure, parseExamples } from '../src/analysis/model/dataset';
import { loadModel, MODEL, modelPolarity, scoreHeadline, topTerms } from '../src/analysis/model/model';
import { SCORE_THRESHOLD, train, type Example } from '../src/analysis/model/train';

describe('headline model tokeniser and features', () => {
  it('turns links, tickers, numbers and signed percent moves into placeholders', () => {
    expect(tokenise('$TSLA up 4.5% after Q3 https://t.co/abc123, down -2% on $1.2B deal')).toEqual([
      '<ticker>', 'up', '<pct+>', 'after', 'q3', '<url>', 'down', '<pct->', 'on', '<num>', 'deal',
    ]);
    expect(tokenise('Shares fall 7% as sales slip')).toEqual(['shares', 'fall', '<pct->', 'as', 'sales', 'slip']);
    expect(tokenise('Revenue +12% year on year')[1]).toBe('<pct+>');
    expect(tokenise('Margin was 12%')[2]).toBe('<pct>');
  });

  it('folds plurals and common verb endings so finance verbs meet their forms', () => {
    expect(['beats', 'beat'].map(stem)).toEqual(['beat', 'beat']);
    expect(['cuts', 'raises', 'raised', 'raise', 'misses', 'downgrades', 'downgraded', 'companies'].map(stem)).toEqual([
      'cut', 'rais', 'rais', 'rais', 'miss', 'downgrad', 'downgrad', 'company',
    ]);
    expect(stem('<pct+>')).toBe('<pct+>');
  });

  it('marks words under a negation, adds word pairs and carries the lexicon tone', () => {
    const f = features('Apple does not beat estimates');
    expect(f.names).toEqual(expect.arrayContaining(['appl', 'not', 'not beat', 'not estimat', 'beat estimat']));
    expect(f.names).not.toContain('beat');
    expect(features('Profits collapse in a crisis').lexicon).toBeLessThan(0);
    expect(features('Record profits and strong growth').lexicon).toBeGreaterThan(0);
    expect(features('Board meets on Tuesday').lexicon).toBe(0);
  });
});

describe('headline model training', () => {
  const sample: Example[] = [
    { text: '$ABC beats estimates and raises guidance', label: 'bullish' },
    { text: 'XYZ upgraded to buy at a big bank', label: 'bullish' },
    { text: 'Shares jump 8% on record profit', label: 'bullish' },
    { text: '$ABC misses estimates and cuts guidance', label: 'bearish' },
    { text: 'XYZ downgraded to sell on weak demand', label: 'bearish' },
    { text: 'Shares fall 9% after a loss', label: 'bearish' },
    { text: 'ABC to present at a conference on Tuesday', label: 'neutral' },
    { text: 'XYZ names a new chief financial officer', label: 'neutral' },
    { text: 'ABC schedules its earnings call', label: 'neutral' },
  ];

  it('gives identical weights when trained twice on the same data', () => {
    const a = train(sample, { epochs: 8 });
    const b = train(sample, { epochs: 8 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(Object.keys(a.terms).length).toBeGreaterThan(5);
  });

  it('learns the direction of the words that separate the classes', () => {
    const m = loadModel(train(sample, { epochs: 30, minCount: 1 }));
    expect(scoreHeadline('$QRS beats estimates', m).score).toBeGreaterThan(scoreHeadline('$QRS misses estimates', m).score);
    expect(m.terms.get('beat') as number).toBeGreaterThan(0);
    expect(m.terms.get('miss') as number).toBeLessThan(0);
  });

  it('reads the labelled file format and refuses unknown labels', () => {
    expect(parseExamples('text,label\n"Cuts, then ""more"" cuts",0\nUp we go,1\r\nMeeting,2\n')).toEqual([
      { text: 'Cuts, then "more" cuts', label: 'bearish' },
      { text: 'Up we go', label: 'bullish' },
      { text: 'Meeting', label: 'neutral' },
    ]);
    expect(() => parseExamples('text,label\nOops,7\n')).toThrow('row 2');
    expect(() => parseExamples('headline,y\n')).toThrow('text,label');
  });

  it('splits by text, so the held-out fifth never depends on row order', () => {
    expect(foldOf('Apple beats')).toBe(foldOf('Apple beats'));
    const folds = new Set(sample.map((e) => foldOf(e.text)));
    expect(folds.size).toBeGreaterThan(1);
  });

  it('measures accuracy, macro-F1 and the confusion matrix', () => {
    const r = measure(['bullish', 'bullish', 'neutral', 'bearish'], ['bullish', 'neutral', 'neutral', 'bearish']);
    expect(r.accuracy).toBe(0.75);
    expect(r.confusion.bullish.neutral).toBe(1);
    expect(r.perClass.neutral.precision).toBe(0.5);
    expect(r.macroF1).toBeCloseTo((2 / 3 + 2 / 3 + 1) / 3, 12);
  });
});

describe('headline model scores', () => {
  it('computes the score exactly from the weights: tanh(bias + sum of the terms present)', () => {
    const m = loadModel({ version: 1, bias: 0.1, threshold: SCORE_THRESHOLD, lexicon: 0, terms: { beat: 0.5, '<pct+>': 0.3, 'beat <pct+>': 0.2 } });
    const s = scoreHeadline('Apple beats +3%', m);
    expect(s.z).toBeCloseTo(1.1, 12);
    expect(s.score).toBeCloseTo(Math.tanh(1.1), 12);
    expect(s.terms).toEqual([{ term: 'beat', weight: 0.5 }, { term: '<pct+>', weight: 0.3 }, { term: 'beat <pct+>', weight: 0.2 }]);
  });

  it('explains every committed-model score exactly: terms plus bias sum to the pre-squash value', () => {
    for (const text of ['Apple beats earnings estimates, raises guidance', 'Tesla shares fall 5% after recall', 'Fed meeting on Tuesday', 'Bank does not cut its outlook but warns on costs']) {
      const s = scoreHeadline(text);
      const sum = s.terms.reduce((a, t) => a + t.weight, s.bias);
      expect(sum).toBeCloseTo(s.z, 9);
      expect(Math.atanh(s.score)).toBeCloseTo(s.z, 9);
    }
  });

  it('keeps scores inside [-1, 1] and calls polarity at the model threshold', () => {
    const loud = 'CRASH crash plunge collapse bankruptcy fraud downgrade misses cuts -40% -30% -20% bloodbath';
    const s = scoreHeadline(loud);
    expect(s.score).toBeGreaterThanOrEqual(-1);
    expect(s.score).toBeLessThan(-0.5);
    expect(s.polarity).toBe('negative');
    expect(MODEL.weights.threshold).toBe(SCORE_THRESHOLD);
    expect(modelPolarity(SCORE_THRESHOLD)).toBe('positive');
    expect(modelPolarity(-SCORE_THRESHOLD)).toBe('negative');
    expect(modelPolarity(SCORE_THRESHOLD - 1e-9)).toBe('neutral');
    expect(modelPolarity(0)).toBe('neutral');
  });

  it('scores finance verbs the lexicon alone does not know', () => {
    expect(scoreHeadline('Apple beats estimates, raises outlook').polarity).toBe('positive');
    expect(scoreHeadline('Nike misses estimates, cuts outlook').polarity).toBe('negative');
    expect(scoreHeadline('Goldman downgrades Ford to sell').polarity).toBe('negative');
  });

  it('keeps only the few largest terms, rounded, for the analysis answer', () => {
    const t = topTerms([{ term: 'a', weight: 0.123456 }, { term: 'b', weight: -0.1 }, { term: 'c', weight: 0.05 }, { term: 'd', weight: 0.01 }, { term: 'e', weight: 0.001 }]);
    expect(t).toEqual([{ term: 'a', weight: 0.12 }, { term: 'b', weight: -0.1 }, { term: 'c', weight: 0.05 }, { term: 'd', weight: 0.01 }]);
  });
});

describe('score:sentiment command', () => {
  it('reads headlines on stdin and prints one JSON line each, in order', () => {
    const tsx = path.resolve(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
    const input = 'Nike misses estimates, cuts outlook\nBoard meets on Tuesday\nApple beats estimates, raises outlook\n';
    const run = spawnSync(tsx, [path.resolve(__dirname, '..', 'src', 'cli', 'sentiment-score.ts')], { input, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(lines.map((l) => l.polarity)).toEqual(['negative', 'neutral', 'positive']);
    expect(lines[0].score).toBeCloseTo(scoreHeadline('Nike misses estimates, cuts outlook').score, 4);
    expect(lines[2].terms[0]).toEqual({ term: expect.any(String), weight: expect.any(Number) });
  });
});
