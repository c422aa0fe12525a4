import { errorMessage } from '@sentiscope/shared/api';
import { useGetAlertSettingsQuery } from '@sentiscope/shared/alerts/settings-api';
import { ROUTES } from '@sentiscope/shared/contract';
import { Link } from '@sentiscope/shared/router';
import { Button } from '@sentiscope/shared/ui';
import { ProfileSection } from '@/features/profile/profile-section';
import { SectionBody as Body } from '@/features/profile/section-parts';
import { ChannelsBlock } from './channels-block';
import { DigestChoice } from './digest-choice';
import { Block, WebhookSettings } from './webhook-settings';

/** The profile's alert delivery: the digest e-mail, the channels, and on plans that have it the webhook with its secret. */
export function AlertSettingsSection() {
  const { data, error, isLoading, refetch } = useGetAlertSettingsQuery();
  return (
    <ProfileSection title="Alerts and digest">
      <Body>
        <p>
          Your alerts themselves are on the <Link to={ROUTES.alerts}>alerts page</Link>.
        </p>
        {isLoading && <p role="status">Loading your alert settings…</p>}
        {error && (
          <div role="alert">
            <p>{errorMessage(error, 'Your alert settings could not be loaded.')}</p>
            <Button variant="secondary" size="sm" onClick={() => void refetch()}>
              Retry
            </Button>
          </div>
        )}
        {data && (
          <>
            <DigestChoice value={data.digest} />
            <ChannelsBlock />
            {data.channels.includes('webhook') ? (
              <WebhookSettings settings={data} />
            ) : (
              <Block>
                <h3>Webhook</h3>
                <p>
                  Webhook delivery, signed for your own systems, comes with Pro. <Link to={ROUTES.plans}>Compare plans</Link>
                </p>
              </Block>
            )}
          </>
        )}
      </Body>
    </ProfileSection>
  );
}
