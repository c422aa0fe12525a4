// `npm run eval:sentiment`: 5-fold cross-validation, the held-out fifth and the longest quarter, for the trained
// model and the lexicon. The longest quarter (by words, links left out) is the slice closest to report-style text
// written elsewhere: the model is trained on the other three quarters and judged on it.
import { CLASSES, foldOf, loadExamples, longestQuarter, measure, type Report } from '../analysis/model/dataset';
import { loadModel, scoreHeadline } from '../analysis/model/model';
import { train, type Example, type Label } from '../analysis/model/train';
import { polarity, scoreText } from '../analysis/sentiment';

const toLabel = { positive: 'bullish', negative: 'bearish', neutral: 'neutral' } as const;

function evaluate(trainSet: Example[], testSet: Example[]) {
  const model = loadModel(train(trainSet));
  const scored = testSet.map((e) => scoreHeadline(e.text, model));
  const lexicon = testSet.map((e) => scoreText(e.text).compound);
  const truth = testSet.map((e) => e.label);
  const polar = testSet.map((e, i) => (e.label === 'neutral' ? -1 : i)).filter((i) => i >= 0);
  return {
    model: measure(truth, scored.map((s) => toLabel[s.polarity])),
    lexicon: measure(truth, lexicon.map((c) => toLabel[polarity(c)])),
    modelZero: polar.filter((i) => scored[i].score === 0).length / polar.length,
    modelNoTerms: polar.filter((i) => scored[i].terms.length === 0).length / polar.length,
    lexiconZero: polar.filter((i) => lexicon[i] === 0).length / polar.length,
  };
}

const f3 = (x: number) => x.toFixed(3);

function print(title: string, r: Report) {
  console.log(`  ${title}: accuracy ${f3(r.accuracy)}, macro-F1 ${f3(r.macroF1)}, polar recall bullish ${f3(r.perClass.bullish.recall)} bearish ${f3(r.perClass.bearish.recall)} (n=${r.n})`);
  console.log(`    ${'true \\ predicted'.padEnd(18)}${CLASSES.map((c) => c.padStart(9)).join('')}   recall  precision  F1`);
  for (const t of CLASSES) {
    const p = r.perClass[t];
    console.log(`    ${t.padEnd(18)}${CLASSES.map((c) => String(r.confusion[t][c]).padStart(9)).join('')}   ${f3(p.recall)}   ${f3(p.precision)}   ${f3(p.f1)}`);
  }
}

function sumReports(parts: Report[]): Report {
  const truth: Label[] = [];
  const predicted: Label[] = [];
  for (const r of parts) for (const t of CLASSES) for (const p of CLASSES) for (let i = 0; i < r.confusion[t][p]; i++) { truth.push(t); predicted.push(p); }
  return measure(truth, predicted);
}

function printSlice(title: string, r: ReturnType<typeof evaluate>) {
  console.log(`\n${title}`);
  print('trained model', r.model);
  print('lexicon scorer', r.lexicon);
  console.log(`  polar headlines scored exactly 0: model ${f3(r.modelZero)}, lexicon ${f3(r.lexiconZero)}; with no known term: model ${f3(r.modelNoTerms)}`);
}

const examples = loadExamples();
const heldOut = examples.filter((e) => foldOf(e.text) === 0);
const rest = examples.filter((e) => foldOf(e.text) !== 0);
console.log(`${examples.length} labelled headlines; held-out fifth ${heldOut.length}, cross-validated on the other ${rest.length}.`);

const folds = [0, 1, 2, 3, 4].map((k) => {
  const inFold = (e: Example) => foldOf(`cv:${e.text}`) === k;
  return evaluate(rest.filter((e) => !inFold(e)), rest.filter(inFold));
});
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log('\n5-fold cross-validation (pooled confusion over the five test folds):');
console.log(`  per-fold model accuracy ${folds.map((f) => f3(f.model.accuracy)).join(' ')}; macro-F1 ${folds.map((f) => f3(f.model.macroF1)).join(' ')}`);
print('trained model', sumReports(folds.map((f) => f.model)));
print('lexicon scorer', sumReports(folds.map((f) => f.lexicon)));
console.log(`  polar headlines scored exactly 0: model ${f3(mean(folds.map((f) => f.modelZero)))}, lexicon ${f3(mean(folds.map((f) => f.lexiconZero)))}; with no known term: model ${f3(mean(folds.map((f) => f.modelNoTerms)))}`);

printSlice('Held-out fifth (trained on the other four fifths; never used for tuning):', evaluate(rest, heldOut));

const { long, others, minWords } = longestQuarter(examples);
printSlice(`Longest quarter (${long.length} headlines of ${minWords} words or more, links left out; trained on the other ${others.length}; never used for tuning):`, evaluate(others, long));
