// The intraday price chart, drawn with lightweight-charts: hourly or four-hour candles and their volume, with the
// headlines of each candle's hours in a pane under it (their count, coloured by their mean score) and the mean score
// in a pane of its own. Only the intraday chart imports this file, lazily, beside the daily chart's drawing.
import { HistogramSeries, type MouseEventParams, type Time, type UTCTimestamp } from 'lightweight-charts';
import { addCandles, siteChart } from './chart-base';
import type { ChartColors } from './chart-colors';
import type { IntradayBar } from './intraday-series';

export type IntradayOptions = {
  bars: readonly IntradayBar[];
  colors: ChartColors;
  font: string;
  /** Called with the index of the bar under the crosshair, or null when it leaves the chart. */
  onHover: (index: number | null) => void;
};

export type DrawnIntraday = { remove: () => void };

/** A mean score's colour: the chart's up or down colour past ±0.05, else neutral (as the daily chart's markers). */
export const toneColor = (mean: number | null, colors: ChartColors): string =>
  mean === null ? colors.neutral : mean > 0.05 ? colors.up : mean < -0.05 ? colors.down : colors.neutral;

export function drawIntraday(container: HTMLElement, { bars, colors, font, onHover }: IntradayOptions): DrawnIntraday {
  const chart = siteChart(container, colors, font, true);
  const time = (bar: IntradayBar) => bar.time as UTCTimestamp;
  addCandles(chart, bars.map((b) => ({ ...b, time: time(b) })), colors, 0.25);

  // Pane 1: how many headlines, each bar in its hours' tone; pane 2: that tone, from −1 to 1.
  const quiet = { lastValueVisible: false, priceLineVisible: false };
  chart
    .addSeries(HistogramSeries, { ...quiet, priceFormat: { type: 'price', precision: 0, minMove: 1 } }, 1)
    .setData(bars.map((b) => ({ time: time(b), value: b.headlines, color: toneColor(b.mean, colors) })));
  chart
    .addSeries(HistogramSeries, { ...quiet, priceFormat: { type: 'price', precision: 2, minMove: 0.01 } }, 2)
    .setData(bars.map((b) => (b.mean === null ? { time: time(b) } : { time: time(b), value: b.mean, color: toneColor(b.mean, colors) })));
  // The candles keep most of the height; each headline pane about a sixth of the chart, at any width.
  for (const pane of chart.panes().slice(1)) pane.setStretchFactor(0.25);

  const index = new Map<Time, number>(bars.map((b, i) => [time(b), i]));
  const hover = (param: MouseEventParams) => onHover(param.time === undefined ? null : (index.get(param.time) ?? null));
  chart.subscribeCrosshairMove(hover);
  chart.timeScale().fitContent();
  return {
    remove: () => {
      chart.unsubscribeCrosshairMove(hover);
      chart.remove();
    },
  };
}
