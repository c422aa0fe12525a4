import styled from 'styled-components';
import { useGetAdminStatsQuery, useGetCompanyInfoQuery } from '@sentiscope/shared/api';
import { AdminFrame } from '@/components/admin-frame';
import { LoadState } from '@/components/load-state';
import { DataTable, Muted, Panel } from '@/components/panel';
import { DailyChart } from './daily-chart';
import { StatCounter } from './stat-counter';

export default function AdminHomePage() {
  const stats = useGetAdminStatsQuery(undefined, { refetchOnMountOrArgChange: true });
  const company = useGetCompanyInfoQuery();
  const data = stats.data;
  const subscriptions = data?.subscriptionsByPlan.reduce((sum, plan) => sum + plan.count, 0) ?? 0;
  return (
    <AdminFrame title="Admin Dashboard">
      <LoadState label="Loading the statistics…" isLoading={stats.isLoading} error={stats.error} fallback="Failed to load the statistics." onRetry={() => void stats.refetch()} />
      {data && (
        <>
          <Grid>
            <StatCounter label="Users" value={data.users} />
            <StatCounter label="Verified users" value={data.verifiedUsers} />
            <StatCounter label="Active subscriptions" value={subscriptions} />
            <StatCounter label="Monthly recurring revenue" value={data.monthlyRecurringRevenue} money hint="Each active subscription's price per month" />
            <StatCounter label="Cancellations pending" value={data.pendingCancellations} hint="End at the close of their period" />
          </Grid>
          <Columns>
            <Panel>
              <h2>Sign-ups and paid conversions, last 30 days</h2>
              <DailyChart daily={data.daily} />
            </Panel>
            <Panel>
              <h2>Active subscriptions per plan</h2>
              {data.subscriptionsByPlan.length === 0 ? (
                <Muted>No paid subscriptions yet.</Muted>
              ) : (
                <DataTable>
                  <thead>
                    <tr>
                      <th scope="col">Plan</th>
                      <th scope="col">Subscriptions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.subscriptionsByPlan.map((plan) => (
                      <tr key={plan.planId}>
                        <td>{plan.title}</td>
                        <td>{plan.count}</td>
                      </tr>
                    ))}
                  </tbody>
                </DataTable>
              )}
            </Panel>
          </Columns>
        </>
      )}
      {company.data && (
        <Panel aria-labelledby="company-statistics">
          <h2 id="company-statistics">Company statistics (shown on the public site)</h2>
          <Grid as="dl">
            <StatCounter label="Total users" value={company.data.totalUsers} />
            <StatCounter label="Active users" value={company.data.activeUsers} />
            <StatCounter label="Projects" value={company.data.totalProjects} />
            <StatCounter label="Excellent rating %" value={company.data.excellentRating} />
            <StatCounter label="Premium features" value={company.data.premiumFeatures} />
          </Grid>
        </Panel>
      )}
    </AdminFrame>
  );
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0 0 ${({ theme }) => theme.spacing.xl};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(240px, 1fr);
  gap: ${({ theme }) => theme.spacing.xl};
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  align-items: start;
  && > section {
    margin-top: 0;
  }
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: 1fr;
  }
`;
