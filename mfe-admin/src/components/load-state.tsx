import styled from 'styled-components';
import { errorMessage } from '@sentiscope/shared/api';
import { Button, Loader } from '@sentiscope/shared/ui';

type Props = { isLoading: boolean; error: unknown; fallback: string; onRetry: () => void };

/** While a section loads: a spinner; when it failed: the server's message (else the fallback) and Retry. */
export function LoadState({ isLoading, error, fallback, onRetry }: Props) {
  if (isLoading) return <Loader label="Loading" />;
  if (!error) return null;
  return (
    <Failed role="alert">
      <p>{errorMessage(error, fallback)}</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
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
