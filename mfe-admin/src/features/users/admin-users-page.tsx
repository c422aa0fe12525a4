import { useState } from 'react';
import { useGetAdminUsersQuery } from '@sentiscope/shared/api';
import { AdminFrame } from '@/components/admin-frame';
import { ListPager } from '@/components/list-pager';
import { LoadState } from '@/components/load-state';
import { Muted, Panel } from '@/components/panel';
import { SearchField } from '@/components/search-field';
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
        <SearchField
          label="Search users"
          placeholder="E-mail or name"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <LoadState label="Loading the users…" isLoading={users.isLoading} error={users.error} fallback="Failed to load the users." onRetry={() => void users.refetch()} />
        {data && data.users.length === 0 && <Muted>{q ? `No user matches “${q}”.` : 'No users yet.'}</Muted>}
        {data && data.users.length > 0 && (
          <>
            <UsersTable users={data.users} />
            <ListPager total={data.total} noun="user" page={data.page} pages={pages} onPage={setPage} />
          </>
        )}
      </Panel>
    </AdminFrame>
  );
}
