// The price chart, drawn with lightweight-charts. Only the dashboard's chart component imports this file, and
// only lazily, so the library is a chunk of the dashboard page alone.
import {
  createSeriesMarkers,
  HistogramSeries,
  LineSeries,
  type IChartApi,
  type MouseEventParams,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { StockAnalysis } from '@sentiscope/shared/contract';
import type { Overlay } from '../view/view-state';
import { SERIES_COLORS, type ChartColors } from './chart-colors';
import { addCandles, siteChart } from './chart-base';

export type ChartOptions = {
  analysis: StockAnalysis;
  overlays: readonly Overlay[];
  colors: ChartColors;
  /**
   * The site's own font for the axes and labels. The library's default list of system fonts cost the first frame
   * about 10 ms of font matching (a third of it) on a machine without them; the site's font is loaded already.
   */
  font: string;
  /** Days with headlines (their markers), YYYY-MM-DD. */
  headlineDays: ReadonlySet<string>;
  /** Called with the index of the candle under the crosshair, or null when it leaves the chart. */
  onHover: (index: number | null) => void;
  /** Called with the day of a click on a day that has a headline marker. */
  onOpenDay: (day: string) => void;
};

const time = (date: string) => (Date.parse(`${date}T00:00:00Z`) / 1000) as UTCTimestamp;

export type DrawnChart = {
  /** Puts the crosshair on a day (keyboard navigation), or takes it away with null. */
  showDay: (index: number | null) => void;
  remove: () => void;
};

/** Draws candles, volume, the chosen overlays, RSI and MACD panes and the headline markers. */
export function drawChart(container: HTMLElement, options: ChartOptions): DrawnChart {
  const { analysis, overlays, colors, font, headlineDays, onHover, onOpenDay } = options;
  const chart: IChartApi = siteChart(container, colors, font);
  const times = analysis.candles.map((c) => time(c.date));
  const line = (values: readonly (number | null)[]) =>
    values.flatMap((value, i) => (value === null ? [] : [{ time: times[i], value }]));

  const candles = addCandles(chart, analysis.candles.map((c, i) => ({ ...c, time: times[i] })), colors, 0.28);

  const { series } = analysis.indicators;
  const overlay = (values: readonly (number | null)[], color: string, pane = 0) =>
    chart.addSeries(LineSeries, { color, lineWidth: 1, lastValueVisible: false, priceLineVisible: false, crosshairMarkerVisible: false }, pane).setData(line(values));
  if (overlays.includes('sma20')) overlay(series.sma20, SERIES_COLORS.sma20);
  if (overlays.includes('sma50')) overlay(series.sma50, SERIES_COLORS.sma50);
  if (overlays.includes('sma200')) overlay(series.sma200, SERIES_COLORS.sma200);
  if (overlays.includes('bollinger')) {
    overlay(series.bollingerUpper, SERIES_COLORS.bollinger);
    overlay(series.bollingerLower, SERIES_COLORS.bollinger);
  }
  let pane = 1;
  if (overlays.includes('rsi')) overlay(series.rsi14, SERIES_COLORS.rsi, pane++);
  if (overlays.includes('macd')) {
    const macdPane = pane++;
    chart
      .addSeries(HistogramSeries, { lastValueVisible: false, priceLineVisible: false }, macdPane)
      .setData(series.macdHistogram.flatMap((value, i) => (value === null ? [] : [{ time: times[i], value, color: value >= 0 ? `${colors.up}99` : `${colors.down}99` }])));
    overlay(series.macd, SERIES_COLORS.macd, macdPane);
    overlay(series.macdSignal, SERIES_COLORS.signal, macdPane);
  }
  for (const p of chart.panes().slice(1)) p.setHeight(90);

  // One marker per day with headlines, coloured by that day's mean sentiment.
  createSeriesMarkers(
    candles,
    analysis.sentiment.daily
      .filter((d) => headlineDays.has(d.date))
      .map((d) => ({
        time: time(d.date),
        position: 'aboveBar' as const,
        shape: 'circle' as const,
        size: 0.6,
        color: d.mean > 0.05 ? colors.up : d.mean < -0.05 ? colors.down : colors.neutral,
        text: `${d.count}`,
      })),
  );

  const index = new Map<Time, number>(times.map((t, i) => [t, i]));
  const hover = (param: MouseEventParams) => onHover(param.time === undefined ? null : (index.get(param.time) ?? null));
  // A marker is a few pixels wide: a click anywhere in its day's column opens that day's headlines.
  const click = (param: MouseEventParams) => {
    const i = param.time === undefined ? undefined : index.get(param.time);
    const day = i === undefined ? undefined : analysis.candles[i].date;
    if (day && headlineDays.has(day)) onOpenDay(day);
  };
  chart.subscribeCrosshairMove(hover);
  chart.subscribeClick(click);
  chart.timeScale().fitContent();
  return {
    showDay: (i) => {
      const candle = i === null ? undefined : analysis.candles[i];
      if (candle && i !== null) chart.setCrosshairPosition(candle.close, times[i], candles);
      else chart.clearCrosshairPosition();
    },
    remove: () => {
      chart.unsubscribeCrosshairMove(hover);
      chart.unsubscribeClick(click);
      chart.remove();
    },
  };
}
