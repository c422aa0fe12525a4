import type { AdminUserRow } from '@sentiscope/shared/contract';
import { ROUTES } from '@sentiscope/shared/contract';
import { Link } from '@sentiscope/shared/router';
import { DataTable } from '@/components/panel';
import { dayOf, momentOf, yesNo } from '@/components/format';

const userPath = (id: string) => ROUTES.adminUser.replace(':id', encodeURIComponent(id));

export function UsersTable({ users }: { users: AdminUserRow[] }) {
  return (
    <DataTable>
      <thead>
        <tr>
          <th scope="col">Email</th>
          <th scope="col">Name</th>
          <th scope="col">Verified</th>
          <th scope="col">Plan</th>
          <th scope="col">Expiry</th>
          <th scope="col">Signed up</th>
          <th scope="col">Last login</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user._id}>
            <td>
              <Link to={userPath(user._id)}>{user.email}</Link>
            </td>
            <td>{user.name}</td>
            <td>{yesNo(user.isEmailVerified)}</td>
            <td>{user.planTitle ?? '—'}{user.planTitle && !user.isActive ? ' (inactive)' : ''}</td>
            <td>{dayOf(user.expiry)}</td>
            <td>{dayOf(user.signedUpAt)}</td>
            <td>{momentOf(user.lastLoginAt)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
