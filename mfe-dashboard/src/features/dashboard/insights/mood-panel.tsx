import styled from 'styled-components';
import type { MarketMood } from '@sentiscope/shared/contract';
import { moodGradient } from '@sentiscope/shared/ui';
import { Panel } from './panel';

const Gauge = styled.div`
  position: relative;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => moodGradient(theme)};
  margin: ${({ theme }) => theme.spacing.sm} 0;
`;

const Needle = styled.span<{ $at: number }>`
  position: absolute;
  top: -4px;
  left: calc(${({ $at }) => $at}% - 2px);
  width: 4px;
  height: 18px;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.text};
`;

const Value = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
    margin-left: ${({ theme }) => theme.spacing.sm};
    text-transform: capitalize;
  }
`;

const Waterfall = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 2px 0 2px 8px;
    text-align: right;
  }
  th:first-child {
    padding-left: 0;
    text-align: left;
    font-weight: 400;
  }
`;

const Bar = styled.span<{ $width: number }>`
  display: inline-block;
  height: 8px;
  width: ${({ $width }) => $width}%;
  background: ${({ theme }) => theme.colors.primary};
  border-radius: 2px;
`;

/** The market mood 0-100 with its band, and "Why this number": each component's value, weight and points. */
export function MoodPanel({ mood }: { mood: MarketMood }) {
  return (
    <Panel title="Market mood" method={mood.method} docs={mood.docs}>
      <Value data-testid="mood-value">
        {mood.value === null ? '–' : Math.round(mood.value)}
        <span>{mood.band ?? 'not enough data'}</span>
      </Value>
      {mood.value !== null && (
        <Gauge role="meter" aria-label="Market mood" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(mood.value)}>
          <Needle $at={mood.value} />
        </Gauge>
      )}
      <Waterfall>
        <caption style={{ textAlign: 'left', marginBottom: 4 }}>Why this number</caption>
        <thead>
          <tr>
            <th scope="col">Component</th>
            <th scope="col">Score</th>
            <th scope="col">Weight</th>
            <th scope="col">Points</th>
            <th scope="col" aria-hidden="true" style={{ width: '30%' }} />
          </tr>
        </thead>
        <tbody>
          {mood.components.map((c) => (
            <tr key={c.key} title={c.method}>
              <th scope="row">{c.label}</th>
              <td>{c.score === null ? '–' : c.score.toFixed(0)}</td>
              <td>{(c.appliedWeight * 100).toFixed(0)} %</td>
              <td>{c.contribution.toFixed(1)}</td>
              <td aria-hidden="true" style={{ textAlign: 'left', paddingLeft: 8 }}>
                <Bar $width={Math.min(100, c.contribution * 2)} />
              </td>
            </tr>
          ))}
        </tbody>
      </Waterfall>
    </Panel>
  );
}
