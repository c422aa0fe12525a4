import styled from 'styled-components';
import { CHART_INTERVALS, type ChartInterval } from './view-state';
import { Quick } from './range-picker';

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const LABELS: Record<ChartInterval, { short: string; spoken: string }> = {
  '1h': { short: '1H', spoken: 'hourly candles' },
  '4h': { short: '4H', spoken: 'four-hour candles' },
  '1d': { short: '1D', spoken: 'daily candles' },
};

export type IntervalPickerProps = { shown: ChartInterval; onChange: (interval: ChartInterval) => void };

/** The price chart's candles: a segmented control of hours, four hours and days. */
export function IntervalPicker({ shown, onChange }: IntervalPickerProps) {
  return (
    <Row role="group" aria-label="Chart interval">
      <span aria-hidden="true">Candles</span>
      {CHART_INTERVALS.map((interval) => (
        <Quick key={interval} type="button" $selected={shown === interval} aria-pressed={shown === interval} onClick={() => onChange(interval)}>
          {LABELS[interval].short}
          <span className="visually-hidden"> ({LABELS[interval].spoken})</span>
        </Quick>
      ))}
    </Row>
  );
}
