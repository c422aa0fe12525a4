import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@sentiscope/shared/ui';

const Box = styled(Card).attrs({ as: 'section', $padding: 'md' })`
  min-width: 0;
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  details {
    margin-top: ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  summary {
    cursor: pointer;
  }
`;

export type PanelProps = { title: string; method?: string; docs?: string; children: ReactNode };

/** A titled block beside the chart with its "How is this computed?" disclosure. */
export function Panel({ title, method, docs, children }: PanelProps) {
  return (
    <Box aria-label={title}>
      <h2>{title}</h2>
      {children}
      {method && (
        <details>
          <summary>How is this computed?</summary>
          <p>{method}</p>
          {docs && <p>Reference: {docs}</p>}
        </details>
      )}
    </Box>
  );
}
