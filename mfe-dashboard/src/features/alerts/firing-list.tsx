import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@sentiscope/shared/api';
import { useGetAlertFiringsQuery } from '@sentiscope/shared/alerts/alerts-api';
import { ALERT_CHANNEL_LABELS } from '@sentiscope/shared/contract';
import { Link } from '@sentiscope/shared/router';
import { Button } from '@sentiscope/shared/ui';
import { formatDay, formatFiringWhen } from './format';

type Props = {
  /** One alert's firings, or every alert's when absent. */
  alertId?: string;
  /** Shown when there is nothing yet. */
  empty: string;
};

/**
 * Firings, newest first, each saying why: the rule, the numbers that crossed, the day (with the hour and minute, UTC,
 * of a tick's or an hour's firing) and the dashboard at that day.
 */
export function FiringList({ alertId, empty }: Props) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useGetAlertFiringsQuery({ alertId, page });
  if (isLoading) return <Muted role="status">Loading the history…</Muted>;
  if (error)
    return (
      <Muted role="alert">
        {errorMessage(error, 'The history could not be loaded.')}{' '}
        <Button variant="link" size="sm" onClick={() => void refetch()}>
          Retry
        </Button>
      </Muted>
    );
  if (!data || data.total === 0) return <Muted>{empty}</Muted>;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div aria-busy={isFetching}>
      <List>
        {data.firings.map((firing) => (
          <li key={firing.id}>
            <Head>
              <time dateTime={firing.at ?? firing.date}>{formatFiringWhen(firing.date, firing.at)}</time>
              <span>{firing.channels.map((channel) => ALERT_CHANNEL_LABELS[channel]).join(' · ')}</span>
            </Head>
            <strong>{firing.rule}</strong>
            <p>{firing.message}</p>
            <Link to={firing.dashboardPath}>Open the dashboard on {formatDay(firing.date)}</Link>
          </li>
        ))}
      </List>
      {pages > 1 && (
        <Pager>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <span>
            Page {data.page} of {pages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </Pager>
      )}
    </div>
  );
}

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.spacing.xs};
    padding-bottom: ${({ theme }) => theme.spacing.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
  a {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  time {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
