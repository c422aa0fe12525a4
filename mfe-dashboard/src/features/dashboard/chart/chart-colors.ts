import type { DefaultTheme } from 'styled-components';

export type ChartColors = { text: string; grid: string; up: string; down: string; neutral: string };

// The design system's chart up/down pair (blue and vermillion) stays apart for the common forms of colour
// blindness, in both schemes; candles, volume and the headline markers all take their colours from it.
export const chartColors = (theme: DefaultTheme): ChartColors => ({
  text: theme.colors.muted,
  grid: theme.colors.chartGrid,
  up: theme.colors.chartUp,
  down: theme.colors.chartDown,
  neutral: theme.colors.muted,
});
