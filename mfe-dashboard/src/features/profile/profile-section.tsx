import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@sentiscope/shared/ui';

const Box = styled(Card).attrs({ as: 'section', $padding: 'md' })`
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.lg}`};
    margin: 0 0 ${({ theme }) => theme.spacing.md};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** One titled block of the profile page. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `profile-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Box aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Box>
  );
}
