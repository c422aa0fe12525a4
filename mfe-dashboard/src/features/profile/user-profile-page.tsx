import { skipToken } from '@reduxjs/toolkit/query';
import styled from 'styled-components';
import { errorMessage, useGetUserQuery } from '@sentiscope/shared/api';
import { selectUserId, useAppSelector } from '@sentiscope/shared/store';
import { Button } from '@sentiscope/shared/ui';
import { AccountSecurity } from '@/features/account-security/account-security';
import { AlertSettingsSection } from '@/features/alerts/settings/alert-settings-section';
import { DeveloperSection } from '@/features/developer/developer-section';
import { DeviceList } from '@/features/devices/device-list';
import { useEndRevokedSession } from '@/features/session/use-end-revoked-session';
import { PaymentHistorySection } from './payment-history-section';
import { ProfileSection } from './profile-section';
import { SubscriptionSection } from './subscription-section';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: 760px;
  padding: ${({ theme }) => theme.spacing.lg} 0;
  h1 {
    margin: 0;
  }
`;

/** The account, its subscription and payments, and the signed-in devices. Sections are added in order below. */
export default function UserProfilePage() {
  const userId = useAppSelector(selectUserId);
  const user = useGetUserQuery(userId ?? skipToken);
  useEndRevokedSession(user.error);
  return (
    <Page aria-labelledby="profile-title">
      <h1 id="profile-title">Profile</h1>
      {user.isLoading && <p role="status">Loading your profile…</p>}
      {user.isError && (
        <div role="alert">
          <p>{errorMessage(user.error, 'Failed to load your profile.')}</p>
          <Button variant="secondary" size="sm" onClick={() => user.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {user.data && (
        <>
          <ProfileSection title="Account">
            <dl>
              <dt>Name</dt>
              <dd>{user.data.name}</dd>
              <dt>Email</dt>
              <dd>{user.data.email}</dd>
              <dt>Email Verified</dt>
              <dd>{user.data.isEmailVerified ? 'Yes' : 'No'}</dd>
            </dl>
          </ProfileSection>
          <SubscriptionSection user={user.data} />
          <PaymentHistorySection />
          <AlertSettingsSection />
          <ProfileSection title="Login devices">
            <DeviceList />
          </ProfileSection>
          <AccountSecurity />
          <DeveloperSection />
        </>
      )}
    </Page>
  );
}
