import styled from 'styled-components';
import type { StockAnalysis } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';
import type { Overlay } from '../view/view-state';
import { formatPrice, formatVolume } from '../view/format';
import { formatDay } from '../view/request-range';
import { SERIES_COLORS } from './chart-colors';

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
    display: inline-flex;
    align-items: center;
    gap: 4px;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

// The indicator's line as drawn: a short stroke in its colour before its name.
const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 12px;
  height: 3px;
  border-radius: 2px;
  background: ${({ $color }) => $color};
`;

type Row = { label: string; value: string; color?: string };

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
  const rows: Row[] = [
    { label: 'Date', value: candle.date },
    { label: 'O', value: formatPrice(candle.open) },
    { label: 'H', value: formatPrice(candle.high) },
    { label: 'L', value: formatPrice(candle.low) },
    { label: 'C', value: formatPrice(candle.close) },
    { label: 'Vol', value: formatVolume(candle.volume) },
  ];
  const add = (shown: boolean, label: string, color: string, value: number | null | undefined, digits?: number) => {
    if (!shown) return;
    rows.push({ label, color, value: value === null || value === undefined ? '–' : digits === undefined ? formatPrice(value) : value.toFixed(digits) });
  };
  add(overlays.includes('sma20'), 'SMA 20', SERIES_COLORS.sma20, s.sma20[index]);
  add(overlays.includes('sma50'), 'SMA 50', SERIES_COLORS.sma50, s.sma50[index]);
  add(overlays.includes('sma200'), 'SMA 200', SERIES_COLORS.sma200, s.sma200[index]);
  add(overlays.includes('bollinger'), 'BB upper', SERIES_COLORS.bollinger, s.bollingerUpper[index]);
  add(overlays.includes('bollinger'), 'BB lower', SERIES_COLORS.bollinger, s.bollingerLower[index]);
  add(overlays.includes('rsi'), 'RSI 14', SERIES_COLORS.rsi, s.rsi14[index], 1);
  add(overlays.includes('macd'), 'MACD', SERIES_COLORS.macd, s.macd[index], 2);
  add(overlays.includes('macd'), 'Signal', SERIES_COLORS.signal, s.macdSignal[index], 2);
  return (
    <Row>
      <Legend aria-label="Values on the day under the pointer">
        {rows.map(({ label, value, color }) => (
          <div key={label}>
            <dt>
              {color && <Swatch $color={color} aria-hidden="true" data-testid="legend-swatch" />}
              {label}
            </dt>
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
