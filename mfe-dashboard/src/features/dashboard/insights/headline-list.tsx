import styled from 'styled-components';
import type { ScoredHeadline } from '@sentiscope/shared/contract';

/** A scored headline; `terms` (the words that moved its score, and by how much) when the engine sends them. */
export type HeadlineWithTerms = ScoredHeadline & { terms?: { term: string; weight: number }[] };

const List = styled.ul`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const signed = (x: number) => (x > 0 ? `+${x.toFixed(2)}` : x.toFixed(2));

export function HeadlineList({ title, headlines }: { title: string; headlines: readonly HeadlineWithTerms[] }) {
  if (headlines.length === 0) return null;
  return (
    <div>
      <h3 style={{ margin: '8px 0 0', fontSize: '0.875rem' }}>{title}</h3>
      <List>
        {headlines.map((h) => (
          <li key={`${h.date}-${h.title}`}>
            {h.title}{' '}
            <small>
              ({h.source}, {h.date}, score {signed(h.score)}
              {h.terms && h.terms.length > 0 ? `; ${h.terms.map((t) => `${t.term} ${signed(t.weight)}`).join(', ')}` : ''}
              {h.modelVersion ? `; model ${h.modelVersion}` : ''})
            </small>
          </li>
        ))}
      </List>
    </div>
  );
}
