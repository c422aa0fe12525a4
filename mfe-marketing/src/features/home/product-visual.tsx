import styled from 'styled-components';
import { useGetMarketPreviewQuery } from '@sentiscope/shared/api';
import { MoodGauge } from './mood-gauge';
import { PriceSparkline } from './price-sparkline';

/** The real product, live: today's Bitcoin mood and its last month, from the public preview. */
export function ProductVisual() {
  const { data: preview, isError } = useGetMarketPreviewQuery();
  return (
    <Panel aria-label="Live market preview" aria-busy={!preview && !isError}>
      <Head>
        <span>{preview ? preview.asset.name : 'Bitcoin'}</span>
        <Live>{preview?.sourceLabel ?? 'live'}</Live>
      </Head>
      {preview && preview.mood.value !== null ? (
        <MoodGauge value={preview.mood.value} band={preview.mood.band} />
      ) : (
        <Placeholder $height={150}>{isError ? 'The live preview is resting. Sign up to see the full analysis.' : ''}</Placeholder>
      )}
      {preview && preview.closes.length > 1 ? (
        <PriceSparkline closes={preview.closes} label="Last 30 days" />
      ) : (
        <Placeholder $height={150} />
      )}
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

const Live = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.successText};
`;

const Placeholder = styled.div<{ $height: number }>`
  display: grid;
  place-items: center;
  min-height: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
  padding: 12px;
`;
