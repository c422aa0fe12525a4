import styled from 'styled-components';
import type { ApiKeyDayUse } from '@sentiscope/shared/contract';

const dayLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });

/** A key's requests per day (UTC) over the last days, as bars with each day's count, today last. */
export function KeyUsage({ usage }: { usage: ApiKeyDayUse[] }) {
  const most = Math.max(1, ...usage.map((u) => u.requests));
  const total = usage.reduce((sum, u) => sum + u.requests, 0);
  return (
    <Usage>
      <Caption>{`${total.toLocaleString('en-US')} ${total === 1 ? 'request' : 'requests'} in ${usage.length} days`}</Caption>
      <Bars role="list" aria-label="Requests per day">
        {usage.map((u) => (
          <Day role="listitem" key={u.day} aria-label={`${u.day}: ${u.requests} requests`} title={`${u.day}: ${u.requests}`}>
            <Bar style={{ height: `${Math.round((u.requests / most) * 100)}%` }} $empty={u.requests === 0} />
            <span aria-hidden>{dayLabel(u.day)}</span>
          </Day>
        ))}
      </Bars>
    </Usage>
  );
}

const Usage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Caption = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Bars = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.xs};
  max-width: 320px;
`;

const Day = styled.div`
  display: grid;
  grid-template-rows: 40px auto;
  justify-items: center;
  align-items: end;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Bar = styled.span<{ $empty: boolean }>`
  width: 100%;
  min-height: 2px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $empty }) => ($empty ? theme.colors.border : theme.colors.primary)};
`;
