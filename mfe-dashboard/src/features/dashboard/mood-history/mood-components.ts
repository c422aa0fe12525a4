import type { MoodComponentKey } from '@sentiscope/shared/contract';

/** The mood's components in the order the mood panel lists them, with short names for the day's legend. */
export const MOOD_COMPONENTS: readonly { key: MoodComponentKey; label: string; title: string }[] = [
  { key: 'momentum', label: 'Momentum', title: 'Momentum' },
  { key: 'strength', label: 'Strength', title: 'Strength (RSI 14)' },
  { key: 'trend', label: 'Trend', title: 'Trend' },
  { key: 'volatility', label: 'Calm', title: 'Calm (inverse volatility)' },
  { key: 'sentiment', label: 'Sentiment', title: 'Headline sentiment' },
];

export const scoreText = (score: number | null): string => (score === null ? '–' : String(Math.round(score)));
