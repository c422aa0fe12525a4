import styled from 'styled-components';
import type { AlertNotification } from '@sentiscope/shared/contract';
import { Link } from '@sentiscope/shared/router';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayText = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));
/** The day, and the hour and minute (UTC) when the firing crossed on a tick or an hour. */
const whenText = (n: AlertNotification) => (n.at ? `${dayText(n.date)}, ${n.at.slice(11, 16)} UTC` : dayText(n.date));

/** One notification: unread ones marked, the rule, its numbers, and the dashboard on that day. */
export function NotificationItem({ notification, onOpen }: { notification: AlertNotification; onOpen: () => void }) {
  return (
    <Item $unread={!notification.read}>
      <Entry to={notification.dashboardPath} onClick={onOpen}>
        <strong>
          {!notification.read && <Dot aria-label="Unread" role="img" />}
          {notification.title}
        </strong>
        <span>{notification.message}</span>
        <time dateTime={notification.at ?? notification.date}>{whenText(notification)}</time>
      </Entry>
    </Item>
  );
}

const Item = styled.li<{ $unread: boolean }>`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primarySoft : 'transparent')};
  &:last-child {
    border-bottom: 0;
  }
`;

const Entry = styled(Link)`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:hover {
    background: ${({ theme }) => theme.colors.ghostHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  strong {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
  time {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Dot = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;
