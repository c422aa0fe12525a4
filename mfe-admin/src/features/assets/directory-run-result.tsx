import styled from 'styled-components';
import type { DirectoryRun } from '@sentiscope/shared/contract';

const count = (n: number | null, what: string) => (n === null ? `${what}: kept as they were` : `${n.toLocaleString('en-US')} ${what}`);

/** What a refresh of the directory stored, and which sources it skipped (their kind's symbols kept). */
export function DirectoryRunResult({ run }: { run: DirectoryRun }) {
  return (
    <Result role="status">
      <strong>Directory refreshed.</strong> {count(run.crypto, 'coins')}; {count(run.stocks, 'stocks and ETFs')}.
      {run.skipped.length > 0 && ` Skipped: ${run.skipped.join(', ')}.`}
    </Result>
  );
}

const Result = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
`;
