import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@sentiscope/shared/api';
import { useTestChannelMutation } from '@sentiscope/shared/alerts/channels-api';
import { CHANNEL_MESSAGES, type AlertChannelState } from '@sentiscope/shared/contract';
import { Badge, Button, type BadgeTone } from '@sentiscope/shared/ui';
import { DeliveryLog } from './delivery-log';
import { PushConnect } from './push-connect';
import { TelegramConnect } from './telegram-connect';
import { Failure } from './webhook-settings';

function statusOf(channel: AlertChannelState): { text: string; tone: BadgeTone } {
  if (!channel.inPlan) return { text: 'Not in your plan', tone: 'neutral' };
  if (!channel.available) return { text: 'Not offered here', tone: 'neutral' };
  return channel.connected ? { text: 'Connected', tone: 'success' } : { text: 'Not connected', tone: 'warning' };
}

/** One channel: its state, where it delivers, Connect for Telegram, a test delivery and the delivery log. */
export function ChannelRow({ channel, onLinkOpened }: { channel: AlertChannelState; onLinkOpened: () => void }) {
  const [test, testing] = useTestChannelMutation();
  const [logOpen, setLogOpen] = useState(false);
  const status = statusOf(channel);
  const usable = channel.inPlan && channel.available;
  const result = testing.data;
  const logId = `channel-log-${channel.channel}`;
  return (
    <Row aria-label={channel.label}>
      <Head>
        <strong>{channel.label}</strong>
        <Badge tone={status.tone}>{status.text}</Badge>
      </Head>
      {channel.target && <Target>{channel.target}</Target>}
      <Actions>
        {channel.channel === 'telegram' && usable && <TelegramConnect connected={channel.connected} onLinkOpened={onLinkOpened} />}
        {channel.channel === 'push' && usable && <PushConnect />}
        {channel.testable && usable && channel.connected && (
          <Button variant="secondary" size="sm" loading={testing.isLoading} onClick={() => void test(channel.channel)}>
            Send a test
          </Button>
        )}
        {channel.logged && (
          <Button variant="ghost" size="sm" aria-expanded={logOpen} aria-controls={logId} onClick={() => setLogOpen(!logOpen)}>
            {logOpen ? 'Hide deliveries' : 'Deliveries'}
          </Button>
        )}
      </Actions>
      {result && <p role="status">{result.delivered ? CHANNEL_MESSAGES.testSent : CHANNEL_MESSAGES.testFailed(result.error ?? CHANNEL_MESSAGES.notDelivered)}</p>}
      {testing.error && <Failure role="alert">{errorMessage(testing.error, 'The test delivery could not be sent. Try again.')}</Failure>}
      {logOpen && <DeliveryLog id={logId} channel={channel.channel} />}
    </Row>
  );
}

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Target = styled.p`
  && {
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;
