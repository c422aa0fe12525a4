import styled from 'styled-components';
import { useGetMarketPreviewQuery } from '@sentiscope/shared/api';
import { freshnessLabel } from '@sentiscope/shared/contract';
import { MoodGauge } from './mood-gauge';
import { PriceSparkline } from './price-sparkline';

/**
 * The room the gauge and the month's line take, the same before and after the preview arrives: the panel never
 * changes height, so the heading beside it (centred with it on a wide screen) and the sections below never move.
 */
const MOOD_HEIGHT = 180;
const TREND_HEIGHT = 152;

/**
 * The real product: the latest Bitcoin mood and its last month, from the public preview. The badge says LIVE only
 * when the server says a live source delivered the newest close within a day, else 'as of' that close's day.
 */
export function ProductVisual() {
  const { data: preview, isError } = useGetMarketPreviewQuery();
  const freshness = preview ? freshnessLabel(preview.freshness, preview.closes.at(-1)?.date ?? null) : null;
  return (
    <Panel aria-label="Market preview" aria-busy={!preview && !isError}>
      <Head>
        <span>{preview ? preview.asset.name : 'Bitcoin'}</span>
        <Freshness data-testid="preview-freshness" $live={freshness?.live ?? false}>
          {preview?.sourceLabel ?? freshness?.text}
        </Freshness>
      </Head>
      <Slot $height={MOOD_HEIGHT}>
        {preview && preview.mood.value !== null ? (
          <MoodGauge value={preview.mood.value} band={preview.mood.band} />
        ) : (
          <Placeholder>{isError ? 'The live preview is resting. Sign up to see the full analysis.' : ''}</Placeholder>
        )}
      </Slot>
      <Slot $height={TREND_HEIGHT}>
        {preview && preview.closes.length > 1 ? <PriceSparkline closes={preview.closes} label="Last 30 days" /> : <Placeholder />}
      </Slot>
    </Panel>
  );
}

const Panel = styled.section`
  width: 100%;
  max-width: 520px;
  justify-self: center;
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  font-weight: 600;
`;

const Freshness = styled.span<{ $live: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme, $live }) => ($live ? theme.colors.successText : theme.colors.muted)};
`;

const Slot = styled.div<{ $height: number }>`
  display: grid;
  height: ${({ $height }) => $height}px;
`;

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  box-sizing: border-box;
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
  padding: 12px;
`;
