import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@sentiscope/shared/api';
import type { AlertPreview } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';
import { formatDay, formatFiringWhen } from './format';

/** Dates shown before 'Show all'. */
const FIRST_DATES = 6;

type Props = { ready: boolean; waiting: boolean; preview: AlertPreview | undefined; error: unknown };

/** "Would have fired N times in the last year", with each date and its numbers, from the stored history. */
export function AlertPreviewPanel({ ready, waiting, preview, error }: Props) {
  const [all, setAll] = useState(false);
  return (
    <Box aria-live="polite" aria-label="Preview" aria-busy={waiting}>
      <h3>Preview on the last year</h3>
      {!ready && <p>Complete the rule to see how often it would have fired.</p>}
      {ready && waiting && <p>Looking back over the stored year…</p>}
      {ready && !waiting && error !== undefined && <p role="alert">{errorMessage(error, 'The preview could not be worked out. Try again in a moment.')}</p>}
      {ready && !waiting && preview && (
        <>
          <Summary>
            {preview.summary}
            {preview.from && preview.to && (
              <small>
                {' '}
                ({formatDay(preview.from)} to {formatDay(preview.to)})
              </small>
            )}
          </Summary>
          {preview.firings.length > 0 && (
            <Dates $all={all}>
              {(all ? preview.firings : preview.firings.slice(-FIRST_DATES).reverse()).map((firing) => (
                <li key={`${firing.assetId}-${firing.date}`}>
                  <time dateTime={firing.at ?? firing.date}>{formatFiringWhen(firing.date, firing.at ?? null)}</time>
                  <span>{firing.message}</span>
                </li>
              ))}
            </Dates>
          )}
          {preview.firings.length > FIRST_DATES && (
            <Button variant="ghost" size="sm" onClick={() => setAll((value) => !value)}>
              {all ? 'Show the latest only' : `Show all ${preview.firings.length} dates`}
            </Button>
          )}
        </>
      )}
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  align-content: start;
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Summary = styled.p`
  && {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  small {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Dates = styled.ol<{ $all: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: ${({ $all }) => ($all ? '360px' : 'none')};
  overflow-y: auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: grid;
    gap: 2px;
  }
  time {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
