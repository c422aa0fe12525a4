import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@sentiscope/shared/api';
import type { ApiKey } from '@sentiscope/shared/contract';
import { Badge, Button } from '@sentiscope/shared/ui';
import { ActionRow, Failure } from '@/features/profile/section-parts';
import { useRevokeApiKeyMutation } from './api-keys-api';
import { KeyUsage } from './key-usage';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function stateOf(key: ApiKey, now: number): { label: string; tone: 'success' | 'neutral' | 'warning' } {
  if (key.revokedAt) return { label: 'Revoked', tone: 'neutral' };
  if (key.expiresAt && Date.parse(key.expiresAt) <= now) return { label: 'Expired', tone: 'warning' };
  return { label: 'Active', tone: 'success' };
}

/** One key: its name, hint, scopes and dates, its use per day, and Revoke (asked twice). */
export function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const [revoke, revoking] = useRevokeApiKeyMutation();
  const [confirming, setConfirming] = useState(false);
  const state = stateOf(apiKey, Date.now());
  return (
    <Row aria-label={`API key ${apiKey.name}`}>
      <Head>
        <h3>{apiKey.name}</h3>
        <Badge tone={state.tone}>{state.label}</Badge>
      </Head>
      <Facts>
        <dt>Key</dt>
        <dd>
          <code>{apiKey.hint}</code>
        </dd>
        <dt>May</dt>
        <dd>{apiKey.scopes.includes('alerts') ? 'Read, and create and delete alerts' : 'Read'}</dd>
        <dt>Created</dt>
        <dd>{when(apiKey.createdAt)}</dd>
        <dt>Expires</dt>
        <dd>{apiKey.expiresAt ? when(apiKey.expiresAt) : 'Never'}</dd>
        <dt>Last used</dt>
        <dd>{apiKey.lastUsedAt ? when(apiKey.lastUsedAt) : 'Not yet'}</dd>
        {apiKey.revokedAt && (
          <>
            <dt>Revoked</dt>
            <dd>{when(apiKey.revokedAt)}</dd>
          </>
        )}
      </Facts>
      <KeyUsage usage={apiKey.usage} />
      {state.label === 'Active' &&
        (confirming ? (
          <ActionRow>
            <span>Programs using this key are refused at once.</span>
            <Button variant="danger" size="sm" loading={revoking.isLoading} onClick={() => void revoke(apiKey.id)}>
              Revoke {apiKey.name}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </ActionRow>
        ) : (
          <div>
            <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
              Revoke
            </Button>
          </div>
        ))}
      {revoking.error && <Failure role="alert">{errorMessage(revoking.error, 'The key could not be revoked. Try again.')}</Failure>}
    </Row>
  );
}

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  && {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;
