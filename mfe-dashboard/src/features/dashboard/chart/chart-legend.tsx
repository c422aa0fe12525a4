import styled from 'styled-components';
import type { StockAnalysis } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';
import type { Overlay } from '../view/view-state';
import { formatPrice } from '../view/format';
import { formatDay } from '../view/request-range';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
`;

const Legend = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  div {
    display: flex;
    gap: ${({ theme }) => theme.spacing.xs};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

export type ChartLegendProps = {
  analysis: StockAnalysis;
  index: number;
  overlays: readonly Overlay[];
  /** Headlines on this day; a button opens them when there are any. */
  headlineCount: number;
  onOpenHeadlines: () => void;
};

/** The day under the crosshair (the last day otherwise): date, OHLC, volume, the shown indicators, its headlines. */
export function ChartLegend({ analysis, index, overlays, headlineCount, onOpenHeadlines }: ChartLegendProps) {
  const candle = analysis.candles[index];
  if (!candle) return null;
  const s = analysis.indicators.series;
  const rows: [string, string][] = [
    ['Date', candle.date],
    ['O', formatPrice(candle.open)],
    ['H', formatPrice(candle.high)],
    ['L', formatPrice(candle.low)],
    ['C', formatPrice(candle.close)],
    ['Vol', Intl.NumberFormat('en', { notation: 'compact' }).format(candle.volume)],
  ];
  const add = (shown: boolean, label: string, value: number | null | undefined, digits?: number) => {
    if (shown) rows.push([label, value === null || value === undefined ? '–' : digits === undefined ? formatPrice(value) : value.toFixed(digits)]);
  };
  add(overlays.includes('sma20'), 'SMA 20', s.sma20[index]);
  add(overlays.includes('sma50'), 'SMA 50', s.sma50[index]);
  add(overlays.includes('sma200'), 'SMA 200', s.sma200[index]);
  add(overlays.includes('bollinger'), 'BB upper', s.bollingerUpper[index]);
  add(overlays.includes('bollinger'), 'BB lower', s.bollingerLower[index]);
  add(overlays.includes('rsi'), 'RSI 14', s.rsi14[index], 1);
  add(overlays.includes('macd'), 'MACD', s.macd[index], 2);
  add(overlays.includes('macd'), 'Signal', s.macdSignal[index], 2);
  return (
    <Row>
      <Legend aria-label="Values on the day under the pointer">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Legend>
      {headlineCount > 0 && (
        <Button variant="secondary" size="sm" onClick={onOpenHeadlines}>
          Headlines of {formatDay(candle.date)} ({headlineCount})
        </Button>
      )}
    </Row>
  );
}
