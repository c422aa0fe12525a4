import type { StockAnalysis } from '@sentiscope/shared/contract';

const cell = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The range as CSV: date, OHLCV, indicators, the last day's mood (on its row) and each day's headline sentiment. */
export function analysisCsv(analysis: StockAnalysis): string {
  const s = analysis.indicators.series;
  const daily = new Map(analysis.sentiment.daily.map((d) => [d.date, d]));
  const header = 'date,open,high,low,close,volume,sma20,sma50,sma200,rsi14,macd,macd_signal,bollinger_upper,bollinger_lower,mood,sentiment_mean,headlines';
  const rows = analysis.candles.map((c, i) => {
    const day = daily.get(c.date);
    const last = i === analysis.candles.length - 1;
    return [
      c.date, c.open, c.high, c.low, c.close, c.volume,
      s.sma20[i], s.sma50[i], s.sma200[i], s.rsi14[i], s.macd[i], s.macdSignal[i], s.bollingerUpper[i], s.bollingerLower[i],
      last ? analysis.mood.value : null, day?.mean, day?.count ?? 0,
    ].map(cell).join(',');
  });
  return [header, ...rows].join('\n') + '\n';
}

export function downloadCsv(analysis: StockAnalysis): void {
  const blob = new Blob([analysisCsv(analysis)], { type: 'text/csv' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${analysis.asset.symbol}-${analysis.range.startDate}-${analysis.range.endDate}.csv`;
  a.click();
  URL.revokeObjectURL(url);
}
