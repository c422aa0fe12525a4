import styled from 'styled-components';
import type { AdminStats } from '@sentiscope/shared/contract';

type Props = { daily: AdminStats['daily'] };

const HEIGHT = 160;
const BAR = 8;
const GAP = 12;

/** Sign-ups and paid conversions per day as paired bars, with the figures in a table for screen readers. */
export function DailyChart({ daily }: Props) {
  const top = Math.max(1, ...daily.map((d) => Math.max(d.signups, d.conversions)));
  const width = daily.length * (BAR * 2 + GAP);
  const scale = (n: number) => (n / top) * (HEIGHT - 20);
  return (
    <Figure>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={`Sign-ups and paid conversions per day, last ${daily.length} days`}>
        {daily.map((d, i) => {
          const x = i * (BAR * 2 + GAP);
          return (
            <g key={d.day}>
              <title>{`${d.day}: ${d.signups} sign-ups, ${d.conversions} paid`}</title>
              <Signup x={x} y={HEIGHT - scale(d.signups)} width={BAR} height={scale(d.signups)} rx={2} />
              <Conversion x={x + BAR} y={HEIGHT - scale(d.conversions)} width={BAR} height={scale(d.conversions)} rx={2} />
            </g>
          );
        })}
      </svg>
      <Legend>
        <span><Swatch $kind="signup" /> Sign-ups</span>
        <span><Swatch $kind="conversion" /> Paid conversions</span>
        <span>
          {daily[0]?.day} – {daily.at(-1)?.day}
        </span>
      </Legend>
      <table className="visually-hidden">
        <caption>Sign-ups and paid conversions per day</caption>
        <thead>
          <tr>
            <th>Day</th>
            <th>Sign-ups</th>
            <th>Paid conversions</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((d) => (
            <tr key={d.day}>
              <td>{d.day}</td>
              <td>{d.signups}</td>
              <td>{d.conversions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: ${HEIGHT}px;
  }
`;

const Signup = styled.rect`
  fill: ${({ theme }) => theme.colors.primary};
`;

const Conversion = styled.rect`
  fill: ${({ theme }) => theme.colors.successText};
`;

const Legend = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.lg};
  margin-top: ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  span:last-child {
    margin-left: auto;
  }
`;

const Swatch = styled.i<{ $kind: 'signup' | 'conversion' }>`
  display: inline-block;
  width: 10px;
  height: 10px;
  margin-right: 4px;
  border-radius: 2px;
  background: ${({ theme, $kind }) => ($kind === 'signup' ? theme.colors.primary : theme.colors.successText)};
`;
