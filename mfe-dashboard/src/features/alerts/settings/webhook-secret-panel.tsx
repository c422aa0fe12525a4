import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@sentiscope/shared/api';
import { useRotateWebhookSecretMutation } from '@sentiscope/shared/alerts/settings-api';
import { DELIVERY_MESSAGES } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';
import { ActionRow as Row, Failure, FreshSecret as Fresh, SecretText as Key } from '@/features/profile/section-parts';

/** The signing secret: only its hint once made; a new one is shown here once, to copy, and the old one stops. */
export function WebhookSecretPanel({ hint }: { hint: string | null }) {
  const [rotate, rotating] = useRotateWebhookSecretMutation();
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);
  const fresh = rotating.data;

  const make = async () => {
    setConfirming(false);
    setCopied(false);
    await rotate();
  };
  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Secret aria-label="Webhook secret">
      <p>
        Signing secret: <strong>{hint ?? 'none yet'}</strong>
      </p>
      {hint && !fresh && <p>A secret is shown only once, when it is made. Lost it? Rotate it and use the new one.</p>}
      {fresh && (
        <Fresh>
          <p role="status">{DELIVERY_MESSAGES.secretCreated}</p>
          <Key aria-label="New webhook secret">{fresh.secret}</Key>
          <div>
            <Button variant="secondary" size="sm" onClick={() => void copy(fresh.secret)}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
        </Fresh>
      )}
      {confirming ? (
        <Row>
          <span>The current secret stops signing at once.</span>
          <Button variant="danger" size="sm" loading={rotating.isLoading} onClick={() => void make()}>
            Make a new secret
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            Keep the current one
          </Button>
        </Row>
      ) : (
        <div>
          <Button variant="secondary" size="sm" loading={rotating.isLoading} onClick={() => (hint ? setConfirming(true) : void make())}>
            {hint ? 'Rotate secret' : 'Make a secret'}
          </Button>
        </div>
      )}
      {rotating.error && <Failure role="alert">{errorMessage(rotating.error, 'A new secret could not be made. Try again.')}</Failure>}
    </Secret>
  );
}

const Secret = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;
