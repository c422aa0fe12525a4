// The labelled headlines the model learns from, and the measures it is judged by.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsv } from '../../platform/csv';
import { tokenise, URL_TOKEN } from './features';
import type { Example, Label } from './train';

/** Labels of the training file: 0 bearish, 1 bullish, 2 neutral. */
const LABELS: Record<string, Label> = { '0': 'bearish', '1': 'bullish', '2': 'neutral' };
export const CLASSES: readonly Label[] = ['bearish', 'neutral', 'bullish'];

/** The repository root (api/src/analysis/model → four levels up). */
const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

/** Training file: SENTISCOPE_SENTIMENT_TRAIN, else the shared data folder beside the repository. */
export function trainingFile(): string {
  return process.env.SENTISCOPE_SENTIMENT_TRAIN ?? path.resolve(ROOT, '..', 'shared', 'data', 'sentiment', 'financial-news-train.csv');
}

/** Parses the `text,label` file. Rows with an unknown label are an error, not skipped silently. */
export function parseExamples(csv: string): Example[] {
  const [header, ...body] = parseCsv(csv.replace(/^\uFEFF/, ''));
  if (!header || header[0] !== 'text' || header[1] !== 'label') throw new Error('expected a "text,label" header');
  return body.map((r, i) => {
    const label = LABELS[r[1]?.trim() ?? ''];
    if (!label || r.length !== 2) throw new Error(`row ${i + 2}: expected text and a label of 0, 1 or 2`);
    return { text: r[0], label };
  });
}

export function loadExamples(file = trainingFile()): Example[] {
  return parseExamples(readFileSync(file, 'utf8'));
}

/** FNV-1a hash of a headline: the split depends only on the text, never on the row order. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Fold 0-4 of a headline; fold 0 is the held-out fifth, never used for tuning. */
export const foldOf = (text: string, folds = 5) => hash(text) % folds;

/** Words of a headline, links left out: the length the longest-quarter slice is cut by. */
export const wordCount = (text: string) => tokenise(text).filter((t) => t !== URL_TOKEN).length;

/**
 * The longest quarter of the headlines (by words, ties broken by the text's hash so row order never matters), the
 * slice closest to longer report-style text, and the other three quarters the model is trained on for it.
 */
export function longestQuarter(examples: readonly Example[]): { long: Example[]; others: Example[]; minWords: number } {
  const ranked = examples.map((e) => ({ e, words: wordCount(e.text), h: hash(e.text) })).sort((a, b) => b.words - a.words || a.h - b.h);
  const cut = Math.round(examples.length / 4);
  const long = new Set(ranked.slice(0, cut).map((r) => r.e));
  return { long: examples.filter((e) => long.has(e)), others: examples.filter((e) => !long.has(e)), minWords: ranked[cut - 1]?.words ?? 0 };
}

export type Report = { n: number; accuracy: number; macroF1: number; perClass: Record<Label, { precision: number; recall: number; f1: number }>; confusion: Record<Label, Record<Label, number>> };

export function measure(truth: readonly Label[], predicted: readonly Label[]): Report {
  const confusion = Object.fromEntries(CLASSES.map((a) => [a, Object.fromEntries(CLASSES.map((b) => [b, 0]))])) as Report['confusion'];
  truth.forEach((t, i) => confusion[t][predicted[i]]++);
  let correct = 0;
  const perClass = {} as Report['perClass'];
  for (const c of CLASSES) {
    correct += confusion[c][c];
    const predictedC = CLASSES.reduce((a, t) => a + confusion[t][c], 0);
    const actualC = CLASSES.reduce((a, p) => a + confusion[c][p], 0);
    const precision = predictedC === 0 ? 0 : confusion[c][c] / predictedC;
    const recall = actualC === 0 ? 0 : confusion[c][c] / actualC;
    perClass[c] = { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
  }
  const macroF1 = CLASSES.reduce((a, c) => a + perClass[c].f1, 0) / CLASSES.length;
  return { n: truth.length, accuracy: truth.length === 0 ? 0 : correct / truth.length, macroF1, perClass, confusion };
}
