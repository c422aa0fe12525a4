// The Compare chart, drawn with lightweight-charts (the dashboard's chart library): one mood line per asset.
import { ColorType, createChart, LineSeries, type UTCTimestamp } from 'lightweight-charts';
import type { ChartColors } from '../dashboard/chart/chart-colors';

export type ComparedLine = { symbol: string; color: string; days: ReadonlyArray<{ date: string; mood: number | null }> };

const time = (date: string) => (Date.parse(`${date}T00:00:00Z`) / 1000) as UTCTimestamp;

/** Draws the lines on a 0-100 scale; answers the function that removes the chart. */
export function drawCompare(container: HTMLElement, lines: readonly ComparedLine[], colors: ChartColors, font: string): () => void {
  const chart = createChart(container, {
    autoSize: true,
    layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: colors.text, fontFamily: font, attributionLogo: true },
    grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
    rightPriceScale: { borderColor: colors.grid },
    timeScale: { borderColor: colors.grid },
  });
  for (const line of lines) {
    const series = chart.addSeries(LineSeries, { color: line.color, lineWidth: 2, title: line.symbol, priceFormat: { type: 'price', precision: 0, minMove: 1 } });
    series.setData(line.days.filter((d) => d.mood !== null).map((d) => ({ time: time(d.date), value: d.mood as number })));
  }
  chart.timeScale().fitContent();
  return () => chart.remove();
}
