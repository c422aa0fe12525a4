import { errorMessage } from '@sentiscope/shared/api';
import { useDisconnectTelegramMutation, useLinkTelegramMutation } from '@sentiscope/shared/alerts/channels-api';
import { Button } from '@sentiscope/shared/ui';
import { Failure } from './webhook-settings';

/** Connect Telegram: a one-time link to the bot, opened in Telegram, where Start binds the chat; or Disconnect. */
export function TelegramConnect({ connected, onLinkOpened }: { connected: boolean; onLinkOpened: () => void }) {
  const [link, linking] = useLinkTelegramMutation();
  const [disconnect, disconnecting] = useDisconnectTelegramMutation();
  if (connected) {
    return (
      <Button variant="secondary" size="sm" loading={disconnecting.isLoading} onClick={() => void disconnect()}>
        Disconnect Telegram
      </Button>
    );
  }
  const open = linking.data;
  return (
    <>
      <Button variant="primary" size="sm" loading={linking.isLoading} onClick={() => void link().then(onLinkOpened)}>
        Connect Telegram
      </Button>
      {open && (
        <p role="status">
          <a href={open.url} target="_blank" rel="noopener noreferrer">
            Open SentiScope's bot in Telegram
          </a>{' '}
          and press Start. This link works once, for 15 minutes.
        </p>
      )}
      {linking.error && <Failure role="alert">{errorMessage(linking.error, 'Telegram could not be reached. Try again in a moment.')}</Failure>}
    </>
  );
}
