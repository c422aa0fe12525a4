import styled from 'styled-components';
import { Button } from '@sentiscope/shared/ui';
import { Muted } from './panel';

type Props = { total: number; noun: string; page: number; pages: number; onPage: (page: number) => void };

/** Under a paged list: how many rows and which page (1-based), with Previous and Next. */
export function ListPager({ total, noun, page, pages, onPage }: Props) {
  return (
    <Pager aria-label="Pages">
      <Muted aria-live="polite">
        {total} {noun}
        {total === 1 ? '' : 's'} · page {page} of {pages}
      </Muted>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Pager>
  );
}

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.lg};
  p {
    margin-right: auto;
  }
`;
