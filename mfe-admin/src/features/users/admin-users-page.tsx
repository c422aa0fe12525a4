import { useState } from 'react';
import styled from 'styled-components';
import { Search } from 'lucide-react';
import { useGetAdminUsersQuery } from '@sentiscope/shared/api';
import { Button, TextField } from '@sentiscope/shared/ui';
import { AdminFrame } from '@/components/admin-frame';
import { LoadState } from '@/components/load-state';
import { Muted, Panel } from '@/components/panel';
import { UsersTable } from './users-table';
import { useDebounced } from '@sentiscope/shared/catalogue';

export const USER_SEARCH_DELAY_MS = 300;

/** Users: a paged list, searched by e-mail or name as the admin types. */
export default function AdminUsersPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search, USER_SEARCH_DELAY_MS);
  const users = useGetAdminUsersQuery({ q, page }, { refetchOnMountOrArgChange: true });
  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <AdminFrame title="Users">
      <Panel>
        <SearchRow>
          <Search size={18} aria-hidden="true" />
          <TextField
            label="Search users"
            type="search"
            placeholder="E-mail or name"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </SearchRow>
        <LoadState label="Loading the users…" isLoading={users.isLoading} error={users.error} fallback="Failed to load the users." onRetry={() => void users.refetch()} />
        {data && data.users.length === 0 && <Muted>{q ? `No user matches “${q}”.` : 'No users yet.'}</Muted>}
        {data && data.users.length > 0 && (
          <>
            <UsersTable users={data.users} />
            <Pager aria-label="Pages">
              <Muted aria-live="polite">
                {data.total} user{data.total === 1 ? '' : 's'} · page {data.page} of {pages}
              </Muted>
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Next
              </Button>
            </Pager>
          </>
        )}
      </Panel>
    </AdminFrame>
  );
}

const SearchRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  max-width: 420px;
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  svg {
    margin-bottom: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.lg};
  p {
    margin-right: auto;
  }
`;
