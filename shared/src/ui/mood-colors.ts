import type { DefaultTheme } from 'styled-components';
import { MOOD_BANDS, type MoodBand } from '@sentiscope/shared/contract';

const TOKENS = {
  'extreme fear': 'moodExtremeFear',
  fear: 'moodFear',
  neutral: 'moodNeutral',
  greed: 'moodGreed',
  'extreme greed': 'moodExtremeGreed',
} as const satisfies Record<MoodBand, keyof DefaultTheme['colors']>;

/** A mood band's colour in the theme: red for extreme fear through grey for neutral to green for extreme greed. */
export const moodBandColor = (theme: DefaultTheme, band: MoodBand): string => theme.colors[TOKENS[band]];

/** The mood scale as one CSS gradient, each band's colour at its middle (a bar under a needle). */
export const moodGradient = (theme: DefaultTheme): string =>
  `linear-gradient(90deg, ${MOOD_BANDS.map(({ band, from, to }) => `${moodBandColor(theme, band)} ${(from + to) / 2}%`).join(', ')})`;
