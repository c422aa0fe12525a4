// What the daily and the intraday chart draw alike: the chart in the site's colours and font, and its candles with
// their volume. Imported by the two lazily loaded drawing modules only.
import { CandlestickSeries, ColorType, createChart, HistogramSeries, type IChartApi, type UTCTimestamp } from 'lightweight-charts';
import type { ChartColors } from './chart-colors';

export type DrawnCandle = { time: UTCTimestamp; open: number; high: number; low: number; close: number; volume: number };

/** A chart in the site's colours and font; `timeVisible` puts the time of day on the axis (for hours). */
export function siteChart(container: HTMLElement, colors: ChartColors, font: string, timeVisible = false): IChartApi {
  return createChart(container, {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: colors.text,
      attributionLogo: true,
      fontFamily: font,
      // The line between the price and indicator panes in the grid's colour (the library's own is near white on dark).
      panes: { separatorColor: colors.grid },
    },
    grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
    rightPriceScale: { borderColor: colors.grid },
    timeScale: timeVisible ? { borderColor: colors.grid, timeVisible, secondsVisible: false } : { borderColor: colors.grid },
  });
}

/** Candles in the chart's up and down colours, with their volume as translucent bars along the bottom. */
export function addCandles(chart: IChartApi, candles: readonly DrawnCandle[], colors: ChartColors, bottomMargin: number) {
  const series = chart.addSeries(CandlestickSeries, { upColor: colors.up, downColor: colors.down, wickUpColor: colors.up, wickDownColor: colors.down, borderVisible: false });
  series.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: bottomMargin } });
  series.setData(candles.map(({ time, open, high, low, close }) => ({ time, open, high, low, close })));
  const volume = chart.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: 'volume', lastValueVisible: false, priceLineVisible: false });
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  volume.setData(candles.map((c) => ({ time: c.time, value: c.volume, color: c.close >= c.open ? `${colors.up}66` : `${colors.down}66` })));
  return series;
}
