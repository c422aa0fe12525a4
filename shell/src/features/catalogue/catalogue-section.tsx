import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@sentiscope/shared/ui';

export function CatalogueSection({ name, note, children }: { name: string; note: string; children: ReactNode }) {
  const headingId = `catalogue-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Name id={headingId}>{name}</Name>
      <Note>{note}</Note>
      <Row>{children}</Row>
    </Card>
  );
}

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Note = styled.p`
  margin: ${({ theme }) => `${theme.spacing.xs} 0 ${theme.spacing.lg}`};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};

  & > * {
    flex: 0 1 auto;
  }
`;
