import styled from 'styled-components';
import { ROUTES } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';

export function NotAllowedPage() {
  return (
    <Wrapper aria-labelledby="not-allowed-title">
      <h1 id="not-allowed-title">Not allowed</h1>
      <p>You do not have permission to view this page.</p>
      <Button to={ROUTES.home} variant="primary">
        Go to Home
      </Button>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  min-height: 60vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.xl};
  text-align: center;
  h1,
  p {
    margin: 0;
  }
`;
