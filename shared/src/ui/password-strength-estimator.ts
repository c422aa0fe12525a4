// Loaded only when a strength meter first shows (a dynamic import): zxcvbn's dictionaries are large and must
// never be part of the shell's or the shared package's first load.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords, translations } from '@zxcvbn-ts/language-en';

export type StrengthEstimate = { score: 0 | 1 | 2 | 3 | 4; warning: string; suggestion: string };

const estimator = new ZxcvbnFactory({ dictionary: { ...commonWords, ...englishWords }, graphs: adjacencyGraphs, translations });

export function estimate(password: string, userInputs: string[]): StrengthEstimate {
  const result = estimator.check(password, userInputs);
  return {
    score: result.score,
    warning: result.feedback.warning ?? '',
    suggestion: result.feedback.suggestions[0] ?? '',
  };
}
