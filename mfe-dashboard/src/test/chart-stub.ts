// jsdom has no canvas: tests replace lightweight-charts with this recorder, which keeps the options and data
// each chart was given and lets a test click a day. The real library is proven in the browser tests.
// Use: jest.mock('lightweight-charts', () => jest.requireActual('@/test/chart-stub').chartModule, { virtual: true });
// (the package publishes ES-module entry points only, which the jsdom resolver does not pick).

type Listener = (param: { time?: number }) => void;
export type DrawnSeries = { kind: string; options: Record<string, unknown>; data: Record<string, unknown>[]; pane: number };
export type DrawnChart = {
  options: Record<string, unknown>;
  series: DrawnSeries[];
  markers: Record<string, unknown>[];
  clicks: Listener[];
  /** Where the crosshair was last put from outside the chart (keyboard navigation), null once cleared. */
  crosshairAt: number | null;
  removed: boolean;
};

export const charts: DrawnChart[] = [];

export const lastChart = (): DrawnChart => {
  const chart = charts.filter((c) => !c.removed).at(-1);
  if (!chart) throw new Error('no chart is drawn');
  return chart;
};

export const seriesOf = (chart: DrawnChart, kind: string) => chart.series.filter((s) => s.kind === kind);

/** The chart's click subscription, called as the library would for a click on the given day. */
export const clickDay = (chart: DrawnChart, day: string | null) => {
  const time = day === null ? undefined : Date.parse(`${day}T00:00:00Z`) / 1000;
  for (const listener of chart.clicks) listener({ time });
};

export const resetCharts = () => {
  charts.length = 0;
};

export const chartModule = {
  ColorType: { Solid: 'solid' },
  CandlestickSeries: 'Candlestick',
  HistogramSeries: 'Histogram',
  LineSeries: 'Line',
  createSeriesMarkers: (series: { drawnOn: DrawnChart }, markers: Record<string, unknown>[]) => {
    series.drawnOn.markers = markers;
  },
  createChart: (_container: unknown, options: Record<string, unknown>) => {
    const chart: DrawnChart = { options, series: [], markers: [], clicks: [], crosshairAt: null, removed: false };
    charts.push(chart);
    return {
      addSeries: (kind: string, seriesOptions: Record<string, unknown> = {}, pane = 0) => {
        const series: DrawnSeries = { kind, options: seriesOptions, data: [], pane };
        chart.series.push(series);
        return {
          drawnOn: chart,
          setData: (data: Record<string, unknown>[]) => {
            series.data = data;
          },
          priceScale: () => ({ applyOptions: () => undefined }),
        };
      },
      panes: () => [],
      subscribeCrosshairMove: () => undefined,
      unsubscribeCrosshairMove: () => undefined,
      subscribeClick: (listener: Listener) => chart.clicks.push(listener),
      unsubscribeClick: (listener: Listener) => chart.clicks.splice(chart.clicks.indexOf(listener), 1),
      setCrosshairPosition: (_price: number, time: number) => {
        chart.crosshairAt = time;
      },
      clearCrosshairPosition: () => {
        chart.crosshairAt = null;
      },
      timeScale: () => ({ fitContent: () => undefined }),
      remove: () => {
        chart.removed = true;
      },
    };
  },
};
