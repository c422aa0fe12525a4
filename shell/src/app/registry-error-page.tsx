import styled from 'styled-components';
import { Button } from '@sentiscope/shared/ui';

/** Shown when the registry of remotes cannot be read: the site cannot assemble, so say so clearly. */
export function RegistryErrorPage({ message }: { message: string }) {
  return (
    <Wrapper role="alert">
      <h1>SentiScope is temporarily unavailable</h1>
      <p>We could not load the site configuration. Please check your connection and try again.</p>
      <Details>{message}</Details>
      <Button variant="primary" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </Wrapper>
  );
}

const Wrapper = styled.main`
  min-height: 100vh;
  display: grid;
  place-content: center;
  gap: 12px;
  text-align: center;
  padding: 24px;
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const Details = styled.p`
  opacity: 0.6;
  font-size: 0.85rem;
`;
