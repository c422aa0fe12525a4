import { useEffect, useState, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { LOADING_TIP_INTERVAL_MS } from '@sentiscope/shared/contract';
import { coverWindow, visuallyHidden } from './css-fragments';
import { SpinnerIcon } from './spinner-icon';

export const DEFAULT_LOADING_TIPS = [
  'Analysing markets…',
  'Predicting trends…',
  'Learning from data…',
  'Reading the sentiment of the crowd…',
] as const;

/** How long a page or a section may take before its place shows the loading screen: a quick load never flashes it. */
export const LOADING_SCREEN_DELAY_MS = 400;

export type LoadingScreenProps = {
  tips?: readonly string[];
  /** What is loading ('Loading the dashboard…'): the status's name, and the heading in `area` placement. */
  label?: string;
  /** `window` covers the whole window; `area` takes the place of what is loading, inside the page's layout. */
  placement?: 'window' | 'area';
  /** Nothing shows for this long (the status is there from the start): 0 shows at once. */
  delayMs?: number;
  /** The height the area keeps from the start, so nothing moves when the screen shows or when the content replaces it. */
  minHeight?: string;
  /** Shown in the area until the delay is over (a skeleton of what loads). */
  placeholder?: ReactNode;
};

const gradientShift = keyframes`
  0% { background-position: 0% 50%; }
  100% { background-position: 200% 50%; }
`;

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(6px); }
  to { opacity: 1; transform: translateY(0); }
`;

const Screen = styled.div<{ $placement: 'window' | 'area' }>`
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  ${({ $placement, theme }) =>
    $placement === 'window'
      ? css`
          ${coverWindow('loadingScreen')}
          padding: ${theme.spacing.xl};
          background: radial-gradient(circle at 50% 35%, ${theme.colors.surfaceRaised}, ${theme.colors.background} 70%);
        `
      : css`
          position: relative;
          display: flex;
          align-items: center;
          justify-content: center;
          width: 100%;
          box-sizing: border-box;
          padding: ${theme.spacing.lg};
        `}
`;

/** The area's skeleton until the delay is over, filling the area. */
const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
`;

const Shown = styled.div`
  display: contents;
  > * {
    animation: ${fadeIn} ${({ theme }) => theme.durations.slow} ease-out;
  }
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
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const Tip = styled.p`
  min-height: 1.5em;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  animation: ${fadeIn} ${({ theme }) => theme.durations.slow} ease-out;
`;

const Spinner = styled.div`
  color: ${({ theme }) => theme.colors.focus};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** True once `delayMs` has passed since the first render. */
function useDelayOver(delayMs: number): boolean {
  const [over, setOver] = useState(delayMs <= 0);
  useEffect(() => {
    if (over) return undefined;
    const timer = setTimeout(() => setOver(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, over]);
  return over;
}

/** The tip on show: the next one every 2 seconds while `running`. */
function useTip(tips: readonly string[], running: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!running || tips.length < 2) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % tips.length), LOADING_TIP_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, tips.length]);
  return index;
}

/**
 * The loading screen: animated text about what SentiScope does while it loads, its tip changing every 2 seconds.
 * `window` placement covers the window; `area` placement stands where a page or a section will be, inside the
 * layout, and shows only once the load has taken longer than a moment (`delayMs`).
 */
export function LoadingScreen({
  tips = DEFAULT_LOADING_TIPS,
  label = 'Loading SentiScope',
  placement = 'window',
  delayMs = 0,
  minHeight,
  placeholder,
}: LoadingScreenProps) {
  const shown = useDelayOver(delayMs);
  const index = useTip(tips, shown);
  const headline = placement === 'area' ? label : 'SentiScope AI is warming up';
  return (
    <Screen $placement={placement} role="status" aria-label={label} aria-busy="true" style={minHeight ? { minHeight } : undefined}>
      {shown ? (
        <Shown>
          <Spinner>
            <SpinnerIcon $size={placement === 'area' ? 36 : 44} />
          </Spinner>
          <Headline aria-hidden="true">{headline}</Headline>
          {/* key restarts the fade-in for every new tip */}
          <Tip key={index} aria-live="polite">
            {tips[index % tips.length]}
          </Tip>
        </Shown>
      ) : (
        <>
          {placeholder && <Placeholder>{placeholder}</Placeholder>}
          <Hidden>{label}</Hidden>
        </>
      )}
    </Screen>
  );
}
