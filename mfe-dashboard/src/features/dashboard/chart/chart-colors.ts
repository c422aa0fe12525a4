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

/**
 * The indicator lines, on the chart and beside their values in the legend (so a reader can tell the lines apart).
 * Mid-tones that read on the light and the dark page alike; MACD shares SMA 50's blue in a pane of its own.
 */
export const SERIES_COLORS = {
  sma20: '#f59e0b',
  sma50: '#38bdf8',
  sma200: '#e879f9',
  bollinger: '#94a3b8',
  rsi: '#a78bfa',
  macd: '#38bdf8',
  signal: '#f97316',
} as const;
