import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { VALIDATION_MESSAGES, validateField } from '@sentiscope/shared/contract';

/** zxcvbn scores 0-4; 0 and 1 are the common, breached and keyboard-walk passwords guessed in seconds online. */
const MIN_SCORE = 2;

let estimator: ZxcvbnFactory | null = null;

/**
 * The password a user chooses (sign-up, reset, change): 8-128 characters and not among the common or breached
 * passwords of zxcvbn's offline dictionaries, nor built from the user's own name or address. '' when accepted.
 */
export function passwordProblem(password: string, userInputs: string[] = []): string {
  const lengthProblem = validateField('password', password);
  if (lengthProblem) return lengthProblem;
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[@.\s]+/)]).filter((s) => s.length >= 3);
  return estimator.check(password, inputs).score >= MIN_SCORE ? '' : VALIDATION_MESSAGES.passwordTooWeak;
}
