import styled from 'styled-components';
import { errorMessage } from '@sentiscope/shared/api';
import { Button, LOADING_SCREEN_DELAY_MS, LoadingScreen } from '@sentiscope/shared/ui';
import { AdminAccessActionLink, adminAccessActionOf } from './admin-access-action';

type Props = {
  isLoading: boolean;
  error: unknown;
  fallback: string;
  onRetry: () => void;
  /** What is loading ('Loading the users…'): the loading screen's heading and the status's name. */
  label: string;
};

/** The room a section's loading screen holds: a panel's worth, so the console's frame never moves. */
export const SECTION_LOADING_HEIGHT = '320px';

/**
 * While a section loads: its place stays quiet for a moment, then shows the loading screen with its changing tips
 * (a quick answer never flashes it); when it failed: the server's message (else the fallback) and Retry, or,
 * when the API says what the admin must do first (turn two-factor sign-in on, sign in again with the code), the way to it.
 */
export function LoadState({ isLoading, error, fallback, onRetry, label }: Props) {
  if (isLoading) return <LoadingScreen placement="area" label={label} delayMs={LOADING_SCREEN_DELAY_MS} minHeight={SECTION_LOADING_HEIGHT} />;
  if (!error) return null;
  const action = adminAccessActionOf(error);
  return (
    <Failed role="alert">
      <p>{errorMessage(error, fallback)}</p>
      {action ? (
        <AdminAccessActionLink action={action} />
      ) : (
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Failed>
  );
}

const Failed = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.lg};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.dangerText};
  }
`;
