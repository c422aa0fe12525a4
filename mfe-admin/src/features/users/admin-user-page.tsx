import styled from 'styled-components';
import { useGetAdminUserQuery } from '@sentiscope/shared/api';
import { ROUTES, formatPrice, cycleName } from '@sentiscope/shared/contract';
import { Link, useParams } from '@sentiscope/shared/router';
import { AdminFrame } from '@/components/admin-frame';
import { LoadState } from '@/components/load-state';
import { DataTable, Muted, Panel } from '@/components/panel';
import { dayOf, momentOf, yesNo } from '@/components/format';
import { UserActions } from './user-actions';

/** One user: their account, devices and payments, and the admin's actions. */
export default function AdminUserPage() {
  const { id = '' } = useParams();
  const user = useGetAdminUserQuery(id, { refetchOnMountOrArgChange: true });
  const data = user.data;
  return (
    <AdminFrame title={data ? data.name : 'User'} actions={data && <UserActions user={data} />}>
      <Back to={ROUTES.adminUsers}>← All users</Back>
      <LoadState label="Loading the user…" isLoading={user.isLoading} error={user.error} fallback="Failed to load the user." onRetry={() => void user.refetch()} />
      {data && (
        <>
          <Panel>
            <h2>Account</h2>
            <Facts>
              <dt>Email</dt>
              <dd>{data.email}</dd>
              <dt>Email verified</dt>
              <dd>{yesNo(data.isEmailVerified)}</dd>
              <dt>Plan</dt>
              <dd>{data.planTitle ?? '—'}</dd>
              <dt>Active</dt>
              <dd>{yesNo(data.isActive)}{data.cancelAtPeriodEnd ? ' (cancels at period end)' : ''}</dd>
              <dt>Expires</dt>
              <dd>{dayOf(data.expiry)}</dd>
              <dt>Signed up</dt>
              <dd>{dayOf(data.signedUpAt)}</dd>
              <dt>Super admin</dt>
              <dd>{yesNo(data.isSuperAdmin)}</dd>
            </Facts>
          </Panel>
          <Panel>
            <h2>Devices</h2>
            {data.devices.length === 0 ? (
              <Muted>Not signed in on any device.</Muted>
            ) : (
              <DataTable>
                <thead>
                  <tr>
                    <th scope="col">Device</th>
                    <th scope="col">Browser</th>
                    <th scope="col">IP</th>
                    <th scope="col">Last login</th>
                  </tr>
                </thead>
                <tbody>
                  {data.devices.map((device) => (
                    <tr key={device._id}>
                      <td>{device.name}</td>
                      <td>{device.userAgent}</td>
                      <td>{device.ip}</td>
                      <td>{momentOf(device.lastLogin)}</td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            )}
          </Panel>
          <Panel>
            <h2>Payments</h2>
            {data.payments.length === 0 ? (
              <Muted>No payments.</Muted>
            ) : (
              <DataTable>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Plan</th>
                    <th scope="col">Billing</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {data.payments.map((payment) => (
                    <tr key={payment._id}>
                      <td>{momentOf(payment.createdAt)}</td>
                      <td>{payment.planTitle}</td>
                      <td>{cycleName(payment.tenure)}</td>
                      <td>{formatPrice(payment.amount)}</td>
                      <td>{payment.status}</td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            )}
          </Panel>
        </>
      )}
    </AdminFrame>
  );
}

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.focus};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.xl}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;
