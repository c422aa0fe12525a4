import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { LOADING_TIP_INTERVAL_MS } from '@sentiscope/shared/contract';
import { coverWindow } from './css-fragments';
import { SpinnerIcon } from './spinner-icon';

export const DEFAULT_LOADING_TIPS = [
  'Analysing markets…',
  'Predicting trends…',
  'Learning from data…',
  'Reading the sentiment of the crowd…',
] as const;

export type LoadingScreenProps = {
  tips?: readonly string[];
  label?: string;
};

const gradientShift = keyframes`
  0% { background-position: 0% 50%; }
  100% { background-position: 200% 50%; }
`;

const tipIn = keyframes`
  from { opacity: 0; transform: translateY(6px); }
  to { opacity: 1; transform: translateY(0); }
`;

const Screen = styled.div`
  ${coverWindow('loadingScreen')}
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
  padding: ${({ theme }) => theme.spacing.xl};
  text-align: center;
  background: radial-gradient(circle at 50% 35%, ${({ theme }) => theme.colors.surfaceRaised}, ${({ theme }) =>
      theme.colors.background} 70%);
  color: ${({ theme }) => theme.colors.text};
`;

const Headline = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.focus},
    ${({ theme }) => theme.colors.upgrade},
    ${({ theme }) => theme.colors.successText},
    ${({ theme }) => theme.colors.focus}
  );
  background-size: 200% auto;
  background-clip: text;
  -webkit-background-clip: text;
  color: transparent;
  animation: ${gradientShift} 3s linear infinite;

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Tip = styled.p`
  min-height: 1.5em;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  animation: ${tipIn} ${({ theme }) => theme.durations.slow} ease-out;
`;

const Spinner = styled.div`
  color: ${({ theme }) => theme.colors.focus};
`;

export function LoadingScreen({ tips = DEFAULT_LOADING_TIPS, label = 'Loading SentiScope' }: LoadingScreenProps) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (tips.length < 2) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % tips.length), LOADING_TIP_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [tips.length]);

  return (
    <Screen role="status" aria-label={label} aria-busy="true">
      <Spinner>
        <SpinnerIcon $size={44} />
      </Spinner>
      <Headline aria-hidden="true">SentiScope AI is warming up</Headline>
      {/* key restarts the fade-in for every new tip */}
      <Tip key={index} aria-live="polite">
        {tips[index % tips.length]}
      </Tip>
    </Screen>
  );
}
