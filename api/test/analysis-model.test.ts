import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { features, LETTER_BITS, letterBuckets, stem, tokenise } from '../src/analysis/model/features';
import { foldOf, parseExamples } from '../src/analysis/model/dataset';
import { bandScore, loadModel, MODEL, modelPolarity, scoreHeadline, topTerms } from '../src/analysis/model/model';
import { chooseSettings, COST_GRID, OFFSET_GRID, SCORE_THRESHOLD, train, type Example, type ModelWeights } from '../src/analysis/model/train';

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

  it('shows word features under the word as written and links each word to the feature its letters join', () => {
    const f = features('Goldman downgrades Ford, does not upgrade $F');
    expect(f.words).toEqual(['goldman', 'downgrades', 'ford', 'does', 'not', 'upgrade']);
    expect(f.owners[f.names.indexOf('downgrad')]).toBe('downgrades');
    expect(f.owners[f.names.indexOf('not upgrad')]).toBe('not upgrade');
    expect(f.wordNames.map((k) => f.owners[k])).toEqual(['goldman', 'downgrades', 'ford', 'does', 'not', 'not upgrade']);
  });

  it('hashes letter n-grams of 3 and 4 letters, with the word edges marked, into the fixed table', () => {
    const grams = (w: string) => {
      const out: number[] = [];
      letterBuckets(w, out);
      return out;
    };
    // " cut " has 3 three-letter and 2 four-letter n-grams.
    expect(grams('cut')).toHaveLength(5);
    expect(grams('downgrades').every((b) => Number.isInteger(b) && b >= 0 && b < 2 ** LETTER_BITS)).toBe(true);
    expect(grams('downgrades')).toEqual(grams('downgrades'));
    // Forms of one word share most of their n-grams, so a form the data never showed still carries weight.
    const shared = grams('downgrading').filter((b) => grams('downgrades').includes(b));
    expect(shared.length).toBeGreaterThanOrEqual(8);
    expect(grams('upgrade')).not.toEqual(grams('downgrade'));
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
    // Features seen once count and only exact zeros are dropped, so the nine sample headlines fill many letter buckets.
    const a = train(sample, { passes: 8, minCount: 1, prune: 1e-6 });
    const b = train(sample, { passes: 8, minCount: 1, prune: 1e-6 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(Object.keys(a.terms).length).toBeGreaterThan(5);
    expect(a.letters.gaps.length).toBeGreaterThan(20);
    expect(a.letters.pulls.every(Number.isInteger)).toBe(true);
  });

  it('gives no weight to letter buckets seen in fewer headlines than the minimum count', () => {
    const once = train(sample, { passes: 8, minCount: 1, cost: 1, prune: 1e-6 }).letters.gaps.length;
    const twice = train(sample, { passes: 8, minCount: 2, cost: 1, prune: 1e-6 }).letters.gaps.length;
    expect(twice).toBeGreaterThan(0);
    expect(twice).toBeLessThan(once / 2);
  });

  it('chooses the SVM cost and the polar classes\' offsets from their grids by inner cross-validation on the training headlines alone', () => {
    const { cost, offsets } = chooseSettings(sample, { passes: 8 });
    expect(COST_GRID).toContain(cost);
    offsets.forEach((o) => expect(OFFSET_GRID).toContain(o));
    expect(train(sample, { passes: 8 })).toMatchObject({ cost, offsets });
    expect(train(sample, { passes: 8, cost: 0.5 })).toMatchObject({ cost: 0.5, offsets: [0, 0] });
  });

  it('learns class-specific weights in the direction of the words that separate the classes', () => {
    const m = loadModel(train(sample, { minCount: 1, cost: 10 }));
    expect(scoreHeadline('$QRS beats estimates', m).score).toBeGreaterThan(scoreHeadline('$QRS misses estimates', m).score);
    const [beatBull, beatBear] = m.terms.get('beat') as [number, number];
    const [missBull, missBear] = m.terms.get('miss') as [number, number];
    expect(beatBull).toBeGreaterThan(beatBear);
    expect(missBear).toBeGreaterThan(missBull);
    expect(scoreHeadline('$QRS beats estimates and raises guidance', m).polarity).toBe('positive');
    expect(scoreHeadline('$QRS misses estimates and cuts guidance', m).polarity).toBe('negative');
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
});

describe('headline model scores', () => {
  const handMade = (letters: ModelWeights['letters']['gaps'] = [], pulls: number[] = []): ModelWeights => ({
    version: 3,
    threshold: SCORE_THRESHOLD,
    cost: 3,
    offsets: [0, 0],
    bias: [-0.2, -1],
    lexicon: [0, 0],
    terms: { beat: [0.5, -0.1], '<pct+>': [0.3, 0], 'beat <pct+>': [0.2, 0.1] },
    letters: { bits: LETTER_BITS, gaps: letters, pulls },
  });

  it('computes the call and the score exactly from the class weights', () => {
    const s = scoreHeadline('Apple beats +3%', loadModel(handMade()));
    // Five word-level features (appl, beat, appl beat, <pct+>, beat <pct+>), each scaled by 1/sqrt(5).
    const x = 1 / Math.sqrt(5);
    expect(s.bullish).toBeCloseTo(-0.2 + x * (0.5 + 0.3 + 0.2), 12);
    expect(s.bearish).toBeCloseTo(-1 + x * (-0.1 + 0 + 0.1), 12);
    expect(s.polarity).toBe('positive');
    expect(s.bias).toBeCloseTo(0.8, 12);
    expect(s.z).toBeCloseTo(s.bullish - s.bearish, 12);
    expect(s.score).toBeCloseTo(SCORE_THRESHOLD + (1 - SCORE_THRESHOLD) * Math.tanh(s.z), 12);
    expect(s.terms.map((t) => t.term)).toEqual(['beats', '<pct+>', 'beat <pct+>']);
    expect(s.terms.map((t) => t.weight)).toEqual([0.6 * x, 0.3 * x, expect.closeTo(0.1 * x, 12)]);
  });

  it('shows the letter n-grams of a word under that word, so the terms still sum to z', () => {
    const all: number[] = [];
    letterBuckets('apple', all);
    const inApple = all.length;
    letterBuckets('beats', all);
    const bucket = all[inApple];
    const s = scoreHeadline('Apple beats +3%', loadModel(handMade([bucket], [2000, -1000])));
    const x = 1 / Math.sqrt(5);
    const y = 1 / Math.sqrt(all.length);
    const count = (from: number, to: number) => all.slice(from, to).filter((b) => b === bucket).length;
    const beats = s.terms.find((t) => t.term === 'beats')?.weight;
    expect(beats).toBeCloseTo(0.6 * x + y * count(inApple, all.length) * 0.3, 6);
    expect(s.terms.reduce((a, t) => a + t.weight, s.bias)).toBeCloseTo(s.z, 12);
  });

  it('refuses weights it cannot read', () => {
    expect(() => loadModel({ ...handMade(), version: 1 } as unknown as ModelWeights)).toThrow('unreadable');
    expect(() => loadModel({ ...handMade(), version: 2 } as unknown as ModelWeights)).toThrow('unreadable');
    expect(() => loadModel(handMade([3], [1]))).toThrow('unreadable');
  });

  it('explains every committed-model score exactly: terms plus bias sum to z, and the score is read from z', () => {
    for (const text of ['Apple beats earnings estimates, raises guidance', 'Tesla shares fall 5% after recall', 'Fed meeting on Tuesday', 'Bank does not cut its outlook but warns on costs']) {
      const s = scoreHeadline(text);
      const sum = s.terms.reduce((a, t) => a + t.weight, s.bias);
      expect(sum).toBeCloseTo(s.z, 9);
      expect(s.z).toBeCloseTo(s.bullish - s.bearish, 6);
      expect(s.score).toBe(bandScore(s.polarity, s.z, SCORE_THRESHOLD));
    }
  });

  it('calls the class with the largest logit and keeps the score inside that class band', () => {
    const texts = ['Apple beats earnings estimates, raises guidance', 'Tesla shares fall 5% after recall', 'Fed meeting on Tuesday', 'Goldman downgrades Ford to sell', 'Bitcoin soars to a record high', 'Board names new chair'];
    for (const text of texts) {
      const s = scoreHeadline(text);
      const top = Math.max(s.bullish, s.bearish, 0);
      const called = top === 0 ? 'neutral' : top === s.bullish ? 'positive' : 'negative';
      expect(s.polarity).toBe(called);
      expect(modelPolarity(s.score)).toBe(s.polarity);
    }
    expect(bandScore('neutral', 40, SCORE_THRESHOLD)).toBeLessThan(SCORE_THRESHOLD);
    expect(bandScore('neutral', -40, SCORE_THRESHOLD)).toBeGreaterThan(-SCORE_THRESHOLD);
    expect(bandScore('positive', 0, SCORE_THRESHOLD)).toBe(SCORE_THRESHOLD);
    expect(bandScore('negative', 0, SCORE_THRESHOLD)).toBe(-SCORE_THRESHOLD);
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

  it('weighs word forms the training data never showed through their letter n-grams', () => {
    expect(MODEL.terms.has('downgrading')).toBe(false);
    expect(MODEL.terms.has('upgrading')).toBe(false);
    const down = scoreHeadline('Acme downgradings galore').terms.find((t) => t.term === 'downgradings');
    const up = scoreHeadline('Acme upgradings galore').terms.find((t) => t.term === 'upgradings');
    expect(down?.weight).toBeLessThan(-0.1);
    expect(up?.weight).toBeGreaterThan(0.1);
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
