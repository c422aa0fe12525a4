import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@sentiscope/shared/api';
import { useGetAlertChannelsQuery } from '@sentiscope/shared/alerts/channels-api';
import { Button } from '@sentiscope/shared/ui';
import { ChannelRow } from './channel-row';
import { Block } from './webhook-settings';

/** While a Telegram link is open, how often the list is asked again, so "Connected" shows once the bot has the chat. */
const WAITING_POLL_MS = 3000;

/** Every alert channel: whether the plan has it and it is connected, where it delivers, a test and its delivery log. */
export function ChannelsBlock() {
  const [waiting, setWaiting] = useState(false);
  const { data, error, refetch } = useGetAlertChannelsQuery(undefined, { pollingInterval: waiting ? WAITING_POLL_MS : 0 });
  const telegramConnected = data?.channels.some((c) => c.channel === 'telegram' && c.connected) ?? false;
  if (waiting && telegramConnected) setWaiting(false);
  return (
    <Block>
      <h3>Channels</h3>
      <p>Each alert chooses among the channels connected here. Send a test, or open a channel's log to see each delivery.</p>
      {error && (
        <div role="alert">
          <p>{errorMessage(error, 'Your channels could not be loaded.')}</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            Retry
          </Button>
        </div>
      )}
      {data && (
        <List aria-label="Alert channels">
          {data.channels.map((channel) => (
            <ChannelRow key={channel.channel} channel={channel} onLinkOpened={() => setWaiting(true)} />
          ))}
        </List>
      )}
    </Block>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
