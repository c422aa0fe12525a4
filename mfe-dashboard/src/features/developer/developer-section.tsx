import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@sentiscope/shared/api';
import { ROUTES, apiQuotaText, type ApiKeyCreated } from '@sentiscope/shared/contract';
import { Link } from '@sentiscope/shared/router';
import { Button } from '@sentiscope/shared/ui';
import { ProfileSection } from '@/features/profile/profile-section';
import { SectionBody } from '@/features/profile/section-parts';
import { useGetApiKeysQuery } from './api-keys-api';
import { CreateKeyForm } from './create-key-form';
import { KeyRow } from './key-row';
import { NewSecret } from './new-secret';

/** Profile → Developer: the member's API keys, their use per day and the plan's daily quota. */
export function DeveloperSection() {
  const { data, error, isLoading, refetch } = useGetApiKeysQuery();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  return (
    <ProfileSection title="Developer">
      <Body>
        <p>
          Call the SentiScope API from your own programs with a key: <code>Authorization: Bearer ss_…</code>. The{' '}
          <Link to={ROUTES.developers}>API reference</Link> has every route and examples.
        </p>
        {isLoading && <p role="status">Loading your API keys…</p>}
        {error && (
          <div role="alert">
            <p>{errorMessage(error, 'Your API keys could not be loaded.')}</p>
            <Button variant="secondary" size="sm" onClick={() => void refetch()}>
              Retry
            </Button>
          </div>
        )}
        {data && (
          <Quota aria-label="Daily API quota">
            <strong>{apiQuotaText(data.quota.daily)}</strong> on {data.quota.planTitle}, all keys together; used today (UTC):{' '}
            <strong>{data.quota.usedToday.toLocaleString('en-US')}</strong>.{' '}
            {data.quota.daily > 0 && <Link to={ROUTES.plans}>More with a bigger plan</Link>}
          </Quota>
        )}
        {created && <NewSecret created={created} onDone={() => setCreated(null)} />}
        <CreateKeyForm onCreated={setCreated} />
        {data && data.keys.length === 0 && <p>No keys yet.</p>}
        {data && data.keys.length > 0 && (
          <Keys aria-label="Your API keys">
            {data.keys.map((key) => (
              <KeyRow key={key.id} apiKey={key} />
            ))}
          </Keys>
        )}
      </Body>
    </ProfileSection>
  );
}

const Body = styled(SectionBody)`
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    overflow-wrap: anywhere;
  }
`;

const Quota = styled.p`
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
`;

const Keys = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
