import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@sentiscope/shared/api';
import { usePutAlertSettingsMutation, useTestWebhookMutation } from '@sentiscope/shared/alerts/settings-api';
import { DELIVERY_MESSAGES, type AlertSettings } from '@sentiscope/shared/contract';
import { Button, TextField } from '@sentiscope/shared/ui';
import { WebhookFormatChoice } from './webhook-format';
import { WebhookSecretPanel } from './webhook-secret-panel';

/** The webhook: its address (saved on Save; the server checks where it points), its signing secret, a test delivery. */
export function WebhookSettings({ settings }: { settings: AlertSettings }) {
  const [url, setUrl] = useState(settings.webhookUrl ?? '');
  const [save, saving] = usePutAlertSettingsMutation();
  const [test, testing] = useTestWebhookMutation();
  const changed = url.trim() !== (settings.webhookUrl ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ webhookUrl: url.trim() === '' ? null : url.trim() });
  };
  const result = testing.data;
  return (
    <Block>
      <h3>Webhook</h3>
      <p>Each firing is POSTed to your address, signed with your secret (HMAC-SHA256), and retried if it fails: as JSON, or as a Slack or Discord message.</p>
      <Form onSubmit={submit} noValidate aria-label="Webhook address">
        <TextField
          label="Address"
          type="url"
          inputMode="url"
          placeholder="https://example.com/sentiscope"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={saving.error ? errorMessage(saving.error, 'The address could not be saved. Try again.') : undefined}
        />
        <Button type="submit" variant="secondary" loading={saving.isLoading} disabled={!changed}>
          Save address
        </Button>
      </Form>
      <Status role="status">{saving.isSuccess && !changed ? DELIVERY_MESSAGES.saved : ''}</Status>
      <WebhookFormatChoice value={settings.webhookFormat} />
      <WebhookSecretPanel hint={settings.webhookSecretHint} />
      <div>
        <Button variant="secondary" size="sm" loading={testing.isLoading} disabled={!settings.webhookUrl} onClick={() => void test()}>
          Send a test delivery
        </Button>
      </div>
      {result && (
        <Status role="status">
          {result.delivered ? DELIVERY_MESSAGES.webhookTestSent(result.status ?? 0) : DELIVERY_MESSAGES.webhookTestFailed(result.error ?? `status ${result.status ?? 'none'}`)}
        </Status>
      )}
      {testing.error && <Failure role="alert">{errorMessage(testing.error, 'The test delivery could not be sent. Try again.')}</Failure>}
    </Block>
  );
}

export const Block = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  padding-top: ${({ theme }) => theme.spacing.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.spacing.sm};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Status = styled.p`
  min-height: 1.25em;
`;

export const Failure = styled.p`
  && {
    color: ${({ theme }) => theme.colors.dangerText};
  }
`;
