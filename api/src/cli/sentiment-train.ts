// `npm run train:sentiment`: trains the headline model on the labelled file and writes its committed weights.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadExamples, trainingFile } from '../analysis/model/dataset';
import { train } from '../analysis/model/train';

const file = trainingFile();
const examples = loadExamples(file);
const weights = train(examples);
const out = process.env.SENTISCOPE_SENTIMENT_WEIGHTS ?? path.resolve(__dirname, '..', 'analysis', 'model', 'weights.json');
const json = `${JSON.stringify(weights)}\n`;
writeFileSync(out, json);
console.log(`Trained on ${examples.length} headlines from ${path.basename(file)}: SVM cost ${weights.cost} (inner cross-validation), ${Object.keys(weights.terms).length} terms, ${weights.letters.gaps.length} letter n-gram buckets, ${(json.length / 1024).toFixed(0)} KiB -> ${path.relative(process.cwd(), out)}`);
