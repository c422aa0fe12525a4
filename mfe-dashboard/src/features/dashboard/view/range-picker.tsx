import styled from 'styled-components';
import { QUICK_RANGES, type ViewState } from './view-state';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  label {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  input {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    padding: 4px 6px;
  }
`;

export const Quick = styled.button<{ $selected: boolean }>`
  min-height: 32px;
  min-width: 44px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.onAccent : theme.colors.text)};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

export type RangePickerProps = {
  view: ViewState;
  /** The days shown in the date inputs when no custom range is set. */
  shown: { startDate: string; endDate: string };
  onQuick: (days: number) => void;
  onCustom: (from: string, to: string) => void;
};

const LABELS: Record<number, string> = { 1: '24H', 3: '3D', 7: '7D', 30: '30D', 90: '90D', 365: '1Y' };
const SPOKEN: Record<number, string> = { 1: '24 hours' };

/** Quick ranges (3 days by default, the last 24 hours for the hourly chart) and a custom range that clears the quick one. */
export function RangePicker({ view, shown, onQuick, onCustom }: RangePickerProps) {
  const from = view.from ?? shown.startDate;
  const to = view.to ?? shown.endDate;
  return (
    <Row role="group" aria-label="Date range">
      {QUICK_RANGES.map((days) => (
        <Quick key={days} type="button" $selected={view.days === days} aria-pressed={view.days === days} onClick={() => onQuick(days)}>
          {LABELS[days]}
          <span className="visually-hidden"> ({SPOKEN[days] ?? `${days} days`})</span>
        </Quick>
      ))}
      <label>
        From
        <input type="date" value={from} max={to} onChange={(e) => e.target.value && onCustom(e.target.value, to)} />
      </label>
      <label>
        To
        <input type="date" value={to} min={from} onChange={(e) => e.target.value && onCustom(from, e.target.value)} />
      </label>
    </Row>
  );
}
