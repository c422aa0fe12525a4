import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** A titled group of entries in the user menu (Account, Dashboard, Settings). */
export function MenuSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      <List>{children}</List>
    </Section>
  );
}

const Section = styled.section`
  padding: ${({ theme }) => `${theme.spacing.sm} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  padding: 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
