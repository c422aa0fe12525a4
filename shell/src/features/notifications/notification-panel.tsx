import styled from 'styled-components';
import { errorMessage } from '@sentiscope/shared/api';
import { useGetNotificationsQuery, useMarkNotificationsReadMutation } from '@sentiscope/shared/alerts/notifications-api';
import { ROUTES } from '@sentiscope/shared/contract';
import { Link } from '@sentiscope/shared/router';
import { Button } from '@sentiscope/shared/ui';
import { NotificationItem } from './notification-item';
import { popoverFrame } from './popover-frame';

type Props = { id: string; onClose: () => void };

/**
 * The newest notifications: each firing's rule and numbers, a link to the dashboard on that day, and mark as read.
 * Its own chunk, fetched when the member shows intent to open the bell (docs/decisions/116-alert-screens-outside-the-first-load.md).
 */
export default function NotificationPanel({ id, onClose }: Props) {
  const { data, error, isLoading, refetch } = useGetNotificationsQuery({ page: 1 }, { refetchOnMountOrArgChange: true });
  const [markRead, marking] = useMarkNotificationsReadMutation();
  const unread = data?.unread ?? 0;
  return (
    <Panel id={id} role="dialog" aria-label="Notifications">
      <Head>
        <h2>Notifications</h2>
        {unread > 0 && (
          <Button variant="link" size="sm" loading={marking.isLoading} onClick={() => void markRead({ all: true })}>
            Mark all as read
          </Button>
        )}
      </Head>
      {isLoading && <Note role="status">Loading your notifications…</Note>}
      {error && (
        <Note role="alert">
          {errorMessage(error, 'Your notifications could not be loaded.')}{' '}
          <Button variant="link" size="sm" onClick={() => void refetch()}>
            Retry
          </Button>
        </Note>
      )}
      {marking.error && <Note role="alert">{errorMessage(marking.error, 'They could not be marked as read. Try again.')}</Note>}
      {data && data.notifications.length === 0 && <Note>Nothing yet. When an alert fires, it shows here.</Note>}
      {data && data.notifications.length > 0 && (
        <List>
          {data.notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onOpen={() => {
                if (!notification.read) void markRead({ ids: [notification.id] });
                onClose();
              }}
            />
          ))}
        </List>
      )}
      <Foot>
        <Link to={ROUTES.alerts} onClick={onClose}>
          Manage your alerts
        </Link>
      </Foot>
    </Panel>
  );
}

const Panel = styled.div`
  ${popoverFrame}
  display: grid;
  max-height: min(520px, calc(100vh - 96px));
  grid-template-rows: auto 1fr auto;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
`;

const Foot = styled.div`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;
