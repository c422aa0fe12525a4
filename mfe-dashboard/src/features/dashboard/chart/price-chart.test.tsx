import { render, screen, waitFor } from '@testing-library/react';
import { darkTheme, lightTheme, UiProvider, type Theme } from '@sentiscope/shared/ui';
import { charts, lastChart, resetCharts, seriesOf } from '@/test/chart-stub';
import { testAnalysis } from '../test-analysis';
import type { Overlay } from '../view/view-state';
import { PriceChart } from './price-chart';

jest.mock('lightweight-charts', () => jest.requireActual('@/test/chart-stub').chartModule, { virtual: true });

afterEach(resetCharts);

const analysis = testAnalysis('btc');
const chartIn = (theme: Theme, overlays: readonly Overlay[] = []) => (
  <UiProvider theme={theme}>
    <PriceChart analysis={analysis} overlays={overlays} />
  </UiProvider>
);

function expectThemeColours(theme: Theme) {
  const chart = lastChart();
  const { chartUp: up, chartDown: down, chartGrid: grid } = theme.colors;
  expect(chart.options).toMatchObject({ grid: { vertLines: { color: grid }, horzLines: { color: grid } }, layout: { textColor: theme.colors.muted, fontFamily: theme.fonts.body } });
  expect(seriesOf(chart, 'Candlestick')[0].options).toMatchObject({ upColor: up, downColor: down, wickUpColor: up, wickDownColor: down });
  // Every test candle closes above its open, so each volume bar takes the up colour (translucent).
  expect(seriesOf(chart, 'Histogram')[0].data.map((bar) => bar.color)).toEqual(analysis.candles.map(() => `${up}66`));
  // The one headline day has a positive mean.
  expect(chart.markers).toEqual([expect.objectContaining({ color: up, time: Date.parse('2025-08-22T00:00:00Z') / 1000 })]);
}

describe('the price chart', () => {
  it("draws candles, volume and headline markers in the light theme's colour-blind-safe chart colours", async () => {
    render(chartIn(lightTheme));
    await waitFor(() => expect(charts).toHaveLength(1));
    expectThemeColours(lightTheme);
  });

  it('redraws in the dark chart colours when the theme switches', async () => {
    const { rerender } = render(chartIn(lightTheme));
    await waitFor(() => expect(charts).toHaveLength(1));
    rerender(chartIn(darkTheme));
    await waitFor(() => expect(charts).toHaveLength(2));
    expect(charts[0].removed).toBe(true);
    expectThemeColours(darkTheme);
    expect(darkTheme.colors.chartUp).not.toBe(lightTheme.colors.chartUp);
  });

  it("marks each shown indicator's value in the legend with its line's colour on the chart", async () => {
    render(chartIn(lightTheme, ['sma20', 'sma50', 'rsi']));
    await waitFor(() => expect(charts).toHaveLength(1));
    const lineColours = seriesOf(lastChart(), 'Line').map((line) => line.options.color);
    expect(lineColours).toHaveLength(3);
    expect(new Set(lineColours).size).toBe(3);
    const swatches = screen.getAllByTestId('legend-swatch');
    expect(swatches.map((swatch) => swatch.parentElement?.textContent)).toEqual(['SMA 20', 'SMA 50', 'RSI 14']);
    swatches.forEach((swatch, i) => expect(swatch).toHaveStyle({ background: lineColours[i] }));
  });
});
