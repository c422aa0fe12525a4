import styled from 'styled-components';
import type { Signal } from '@sentiscope/shared/contract';
import { Panel } from './panel';

const Direction = styled.p<{ $direction: Signal['direction'] }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  text-transform: capitalize;
  color: ${({ theme, $direction }) =>
    $direction === 'bullish' ? theme.colors.successText : $direction === 'bearish' ? theme.colors.dangerText : theme.colors.text};
`;

const Votes = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
    padding: 2px 0;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    white-space: nowrap;
  }
`;

/** A vote as a signed figure: whole votes as they are (+1, 0, -1), a graded one to two decimals (-0.17). */
const voteText = (vote: number | null) => {
  if (vote === null) return 'no vote';
  const text = Number.isInteger(vote) ? String(vote) : vote.toFixed(2);
  return vote > 0 ? `+${text}` : text;
};

/** The signal with its confidence and each vote with its reason. */
export function SignalPanel({ signal }: { signal: Signal }) {
  return (
    <Panel title="Signal" method={signal.method} docs={signal.docs}>
      <Direction $direction={signal.direction} data-testid="signal-direction">
        {signal.direction}
      </Direction>
      <p style={{ margin: 0 }}>Confidence {Math.round(signal.confidence * 100)} %</p>
      <Votes>
        {signal.votes.map((v) => (
          <li key={v.key}>
            <span>
              {v.label}: {v.reason}
            </span>
            <strong>{voteText(v.vote)}</strong>
          </li>
        ))}
      </Votes>
    </Panel>
  );
}
