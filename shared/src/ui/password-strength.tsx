import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { PASSWORD_MIN_LENGTH } from '@sentiscope/shared/contract';
import type { StrengthEstimate } from './password-strength-estimator';

export type PasswordStrengthProps = {
  password: string;
  /** Words the password should not be built from: the user's name and e-mail. */
  userInputs?: string[];
  className?: string;
};

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
/** The server refuses scores below 2 (common, breached or keyboard-walk passwords). */
const ACCEPTED_FROM = 2;

type Estimator = (password: string, userInputs: string[]) => StrengthEstimate;
let loading: Promise<Estimator> | null = null;
const loadEstimator = () => (loading ??= import('./password-strength-estimator').then((module) => module.estimate));

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Bars = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Bar = styled.span<{ $on: boolean; $good: boolean }>`
  height: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on, $good }) => (!$on ? theme.colors.border : $good ? theme.colors.successText : theme.colors.dangerText)};
  transition: background 150ms ease;
`;

const Verdict = styled.p<{ $good: boolean }>`
  margin: 0;
  color: ${({ theme, $good }) => ($good ? theme.colors.successText : theme.colors.muted)};
`;

/** Shows how hard the password being typed is to guess, as the server will judge it. */
export function PasswordStrength({ password, userInputs = [], className }: PasswordStrengthProps) {
  const [estimate, setEstimate] = useState<StrengthEstimate | null>(null);
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (!password) {
      setEstimate(null);
      return;
    }
    let current = true;
    void loadEstimator().then((run) => {
      if (current) setEstimate(run(password, inputsKey ? inputsKey.split('\n') : []));
    });
    return () => {
      current = false;
    };
  }, [password, inputsKey]);

  if (!password) return null;
  const tooShort = password.length < PASSWORD_MIN_LENGTH;
  const score = estimate && !tooShort ? estimate.score : 0;
  const good = !tooShort && score >= ACCEPTED_FROM;
  const advice = tooShort ? `Use at least ${PASSWORD_MIN_LENGTH} characters.` : good ? '' : estimate?.warning || estimate?.suggestion || '';

  return (
    <Root className={className}>
      <Bars aria-hidden="true">
        {[1, 2, 3, 4].map((level) => (
          <Bar key={level} $on={estimate !== null && Math.max(score, 1) >= level} $good={good} />
        ))}
      </Bars>
      <Verdict $good={good} role="status" aria-live="polite">
        {estimate ? `Password strength: ${LABELS[score]}${advice ? `. ${advice}` : ''}` : 'Checking password strength…'}
      </Verdict>
    </Root>
  );
}
