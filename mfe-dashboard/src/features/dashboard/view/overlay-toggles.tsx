import styled from 'styled-components';
import { OVERLAYS, type Overlay } from './view-state';

const Row = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  border: 0;
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  legend {
    float: left;
    color: ${({ theme }) => theme.colors.muted};
    margin-right: ${({ theme }) => theme.spacing.sm};
  }
  label {
    display: inline-flex;
    gap: 4px;
    align-items: center;
    cursor: pointer;
  }
`;

const NAMES: Record<Overlay, string> = { sma20: 'SMA 20', sma50: 'SMA 50', sma200: 'SMA 200', bollinger: 'Bollinger', rsi: 'RSI', macd: 'MACD' };

export function OverlayToggles({ shown, onChange }: { shown: readonly Overlay[]; onChange: (next: Overlay[]) => void }) {
  return (
    <Row>
      <legend>Indicators</legend>
      {OVERLAYS.map((o) => (
        <label key={o}>
          <input
            type="checkbox"
            checked={shown.includes(o)}
            onChange={(e) => onChange(OVERLAYS.filter((x) => (x === o ? e.target.checked : shown.includes(x))))}
          />
          {NAMES[o]}
        </label>
      ))}
    </Row>
  );
}
