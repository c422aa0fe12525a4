import styled from 'styled-components';
import { Button } from '@sentiscope/shared/ui';

type Props = { remoteLabel: string; error: Error; onRetry: () => void };

/** Shown in place of a page whose remote is down, slow or broken. */
export function RemoteFallback({ remoteLabel, error, onRetry }: Props) {
  return (
    <Panel role="alert" aria-live="assertive">
      <h2>This part of SentiScope is unavailable right now</h2>
      <p>
        We could not load the {remoteLabel}. The rest of the site still works; you can try again in a moment.
      </p>
      <Details>{error.message}</Details>
      <Button variant="primary" onClick={onRetry}>
        Retry
      </Button>
    </Panel>
  );
}

const Panel = styled.section`
  max-width: 560px;
  margin: 48px auto;
  padding: 32px;
  border-radius: 16px;
  border: 1px solid rgba(255, 255, 255, 0.12);
  background: rgba(255, 255, 255, 0.04);
  text-align: center;
  h2 {
    margin: 0 0 12px;
    font-size: 1.35rem;
  }
  p {
    margin: 0 0 12px;
    opacity: 0.85;
  }
`;

const Details = styled.p`
  font-size: 0.85rem;
  opacity: 0.6 !important;
  word-break: break-word;
`;
