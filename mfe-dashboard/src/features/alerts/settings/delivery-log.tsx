import styled from 'styled-components';
import { errorMessage } from '@sentiscope/shared/api';
import { useGetChannelDeliveriesQuery } from '@sentiscope/shared/alerts/channels-api';
import type { AlertChannel, ChannelDelivery, DeliveryStatus } from '@sentiscope/shared/contract';
import { Badge, type BadgeTone } from '@sentiscope/shared/ui';

const STATUS: Record<DeliveryStatus, { text: string; tone: BadgeTone }> = {
  sent: { text: 'Sent', tone: 'success' },
  pending: { text: 'Waiting', tone: 'warning' },
  failed: { text: 'Failed', tone: 'danger' },
};

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function detail(delivery: ChannelDelivery): string {
  const tries = `${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}`;
  if (delivery.status === 'sent' && delivery.sentAt) return `Sent ${when(delivery.sentAt)} · ${tries}`;
  const next = delivery.nextAttemptAt ? ` · next try ${when(delivery.nextAttemptAt)}` : '';
  return `${delivery.problem ?? 'Not sent yet'} · ${tries}${next}`;
}

/** The channel's newest deliveries: the alert and day that fired, sent, waiting or failed, and why. */
export function DeliveryLog({ id, channel }: { id: string; channel: AlertChannel }) {
  const { data, error, isLoading } = useGetChannelDeliveriesQuery({ channel, page: 1 });
  return (
    <Log id={id} aria-label="Deliveries">
      {isLoading && <p role="status">Loading the deliveries…</p>}
      {error && <p role="alert">{errorMessage(error, 'The deliveries could not be loaded.')}</p>}
      {data && data.deliveries.length === 0 && <p>No deliveries yet.</p>}
      {data && data.deliveries.length > 0 && (
        <ol>
          {data.deliveries.map((delivery) => (
            <li key={delivery.id}>
              <Badge tone={STATUS[delivery.status].tone}>{STATUS[delivery.status].text}</Badge>
              <span>
                <strong>{delivery.rule ?? 'A deleted alert'}</strong>
                {delivery.date && ` · ${delivery.date}`}
              </span>
              <small>{detail(delivery)}</small>
            </li>
          ))}
        </ol>
      )}
    </Log>
  );
}

const Log = styled.section`
  ol {
    display: grid;
    gap: ${({ theme }) => theme.spacing.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.spacing.sm};
    align-items: start;
  }
  small {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
