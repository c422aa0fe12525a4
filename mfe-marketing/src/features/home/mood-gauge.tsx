import styled, { useTheme } from 'styled-components';
import { MOOD_BANDS, type MoodBand } from '@sentiscope/shared/contract';
import { moodBandColor } from '@sentiscope/shared/ui';

const R = 80;
const CX = 100;
const CY = 96;

/** A point on the half circle for a 0-100 value (0 on the left, 100 on the right). */
const pointAt = (value: number, radius = R) => {
  const angle = Math.PI * (1 - value / 100);
  return { x: CX + radius * Math.cos(angle), y: CY - radius * Math.sin(angle) };
};

const arc = (from: number, to: number) => {
  const a = pointAt(from);
  const b = pointAt(to);
  return `M ${a.x.toFixed(1)} ${a.y.toFixed(1)} A ${R} ${R} 0 0 1 ${b.x.toFixed(1)} ${b.y.toFixed(1)}`;
};

/** The market mood 0-100 as a half-circle gauge from extreme fear to extreme greed. */
export function MoodGauge({ value, band }: { value: number; band: MoodBand | null }) {
  const theme = useTheme();
  const tip = pointAt(value, R - 14);
  return (
    <Figure>
      <svg viewBox="0 0 200 112" role="img" aria-label={`Market mood ${Math.round(value)} of 100${band ? `, ${band}` : ''}`}>
        {MOOD_BANDS.map((b) => (
          <path key={b.band} d={arc(b.from + 0.8, b.to - 0.8)} stroke={moodBandColor(theme, b.band)} strokeWidth="14" fill="none" strokeLinecap="round" />
        ))}
        <line x1={CX} y1={CY} x2={tip.x} y2={tip.y} stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        <circle cx={CX} cy={CY} r="7" fill="currentColor" />
      </svg>
      <figcaption>
        <strong>{Math.round(value)}</strong>
        <span>{band ?? 'mood'}</span>
      </figcaption>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  text-align: center;
  svg {
    display: block;
    width: 100%;
    max-width: 220px;
    margin: 0 auto;
    color: ${({ theme }) => theme.colors.text};
  }
  figcaption {
    display: flex;
    flex-direction: column;
    margin-top: -6px;
  }
  strong {
    font-size: 2rem;
    line-height: 1.1;
  }
  span {
    text-transform: capitalize;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
