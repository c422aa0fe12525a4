import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@sentiscope/shared/api';
import { useGetAlertsQuery } from '@sentiscope/shared/alerts/alerts-api';
import type { Alert } from '@sentiscope/shared/contract';
import { Button, EmptyState, ErrorState, Skeleton } from '@sentiscope/shared/ui';
import { AlertCard } from './alert-card';
import { AlertEditor } from './alert-editor';
import { FiringList } from './firing-list';
import { PlanLimits } from './plan-limits';

/** Which editor is open: none, a new alert, or one alert. */
type Editing = { open: false } | { open: true; alert: Alert | null };

/** A member's alerts: the plan's limits, the list, create and edit with the preview, and every firing with its reason. */
export default function AlertsPage() {
  const list = useGetAlertsQuery();
  const data = list.data;
  const [editing, setEditing] = useState<Editing>({ open: false });
  const close = () => setEditing({ open: false });

  return (
    <Page aria-labelledby="alerts-title">
      <Intro>
        <div>
          <h1 id="alerts-title">Alerts</h1>
          <p>Hear when a price, the mood, the signal or the headlines move, by e-mail, in the bell or by webhook.</p>
        </div>
        {list.data && !editing.open && <Button onClick={() => setEditing({ open: true, alert: null })}>New alert</Button>}
      </Intro>
      {list.isLoading && (
        <div role="status" aria-label="Loading your alerts">
          <Skeleton $height="72px" />
        </div>
      )}
      {list.isError && (
        <ErrorState title="Your alerts could not be loaded" description={errorMessage(list.error, 'Try again in a moment.')} onRetry={() => void list.refetch()} />
      )}
      {data && (
        <>
          <PlanLimits list={data} />
          {editing.open && <AlertEditor key={editing.alert?.id ?? 'new'} list={data} editing={editing.alert} onDone={close} />}
          <Columns>
            <section aria-labelledby="alerts-list-title">
              <h2 id="alerts-list-title">Your alerts</h2>
              {data.alerts.length === 0 ? (
                <EmptyState title="No alerts yet" description="Create one to hear about a move without opening the dashboard." />
              ) : (
                <Cards>
                  {data.alerts.map((alert) => (
                    <AlertCard key={alert.id} alert={alert} list={data} onEdit={(chosen) => setEditing({ open: true, alert: chosen })} />
                  ))}
                </Cards>
              )}
            </section>
            <History aria-labelledby="alerts-history-title">
              <h2 id="alerts-history-title">Recent firings</h2>
              <FiringList empty="Nothing has fired yet. Each firing will show here with the numbers that crossed." />
            </History>
          </Columns>
        </>
      )}
    </Page>
  );
}

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.lg} 0;
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Intro = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  h1 {
    margin: 0;
  }
  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    max-width: 60ch;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.spacing.xl};
  align-items: start;
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

const History = styled.section`
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
