import styled, { useTheme } from 'styled-components';

const W = 320;
const H = 120;
const PAD = 6;

/** A month of closes as a small line chart in plain SVG: no chart library on the home page. */
export function PriceSparkline({ closes, label }: { closes: ReadonlyArray<{ date: string; close: number }>; label: string }) {
  const values = closes.map((c) => c.close);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const points = closes.map((c, i) => {
    const x = PAD + (i / Math.max(1, closes.length - 1)) * (W - PAD * 2);
    const y = PAD + (1 - (c.close - min) / span) * (H - PAD * 2);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const first = values[0];
  const last = values[values.length - 1];
  const change = first ? ((last - first) / first) * 100 : 0;
  const up = change >= 0;
  // The theme's chart colours for up and down, which colour-blind visitors can tell apart.
  const theme = useTheme();
  const stroke = up ? theme.colors.chartUp : theme.colors.chartDown;
  return (
    <Figure>
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-label={`${label}: ${closes.length} daily closes, ${up ? 'up' : 'down'} ${Math.abs(change).toFixed(1)}%`}>
        <defs>
          <linearGradient id="spark-fill" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor={stroke} stopOpacity="0.35" />
            <stop offset="100%" stopColor={stroke} stopOpacity="0" />
          </linearGradient>
        </defs>
        <polygon points={`${PAD},${H - PAD} ${points.join(' ')} ${W - PAD},${H - PAD}`} fill="url(#spark-fill)" />
        <polyline points={points.join(' ')} fill="none" stroke={stroke} strokeWidth="2.5" vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption>
        <span>{label}</span>
        <strong>
          ${last.toLocaleString('en-US', { maximumFractionDigits: 0 })}{' '}
          <Change $up={up}>
            {up ? '+' : '−'}
            {Math.abs(change).toFixed(1)}%
          </Change>
        </strong>
      </figcaption>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: 120px;
  }
  figcaption {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    margin-top: 8px;
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Change = styled.span<{ $up: boolean }>`
  color: ${({ theme, $up }) => ($up ? theme.colors.successText : theme.colors.dangerText)};
`;
