import styled from 'styled-components';
import { SECURITY_EVENT_LABELS, type SecurityEvent } from '@sentiscope/shared/contract';
import { Panel } from './panel';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.spacing.xxs};
    padding-bottom: ${({ theme }) => theme.spacing.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The account's recent sign-ins, failures, new devices and credential changes, newest first. */
export function SecurityActivity({ events }: { events: SecurityEvent[] }) {
  return (
    <Panel aria-labelledby="security-activity-title">
      <h3 id="security-activity-title">Recent security activity</h3>
      {events.length === 0 ? (
        <p>Nothing yet.</p>
      ) : (
        <List aria-label="Recent security activity">
          {events.map((event) => (
            <li key={event._id}>
              <span>{SECURITY_EVENT_LABELS[event.kind] ?? event.kind}</span>
              <small>
                {when.format(new Date(event.at))} · {event.device} · {event.ip}
              </small>
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}
