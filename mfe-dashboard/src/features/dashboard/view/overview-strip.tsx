import styled, { useTheme, type DefaultTheme } from 'styled-components';
import { freshnessLabel, type AssetOverview, type StockItem } from '@sentiscope/shared/contract';
import { Skeleton } from '@sentiscope/shared/ui';
import { formatPercent, formatPrice } from './format';
import { LiveDot, livePriceOf, type LivePrices } from '../live/live-prices';

const Strip = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(170px, 1fr);
  gap: ${({ theme }) => theme.spacing.sm};
  overflow-x: auto;
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.spacing.xs};
`;

const Tile = styled.button<{ $selected: boolean }>`
  width: 100%;
  text-align: left;
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Row = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const tone = (theme: DefaultTheme, x: number | null) => (x === null || x === 0 ? undefined : x > 0 ? theme.colors.successText : theme.colors.dangerText);

const lineTone = (theme: DefaultTheme, x: number) => (x === 0 ? theme.colors.muted : x > 0 ? theme.colors.chartUp : theme.colors.chartDown);

/** The line in the theme's chart colours for up and down, which colour-blind users can tell apart. */
function Sparkline({ values }: { values: readonly number[] }) {
  const theme = useTheme();
  if (values.length < 2) return null;
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const points = values.map((v, i) => `${(i / (values.length - 1)) * 100},${hi === lo ? 12 : 22 - ((v - lo) / (hi - lo)) * 20}`).join(' ');
  return (
    <svg viewBox="0 0 100 24" width="100%" height="24" preserveAspectRatio="none" aria-hidden="true">
      <polyline points={points} fill="none" stroke={lineTone(theme, values[values.length - 1] - values[0])} strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

const PriceCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  font-variant-numeric: tabular-nums;
`;

/** The live price when one came (with its dot), else the last close. */
function TilePrice({ asset, prices }: { asset: AssetOverview; prices: LivePrices | undefined }) {
  const { price, live } = livePriceOf(prices, asset.id);
  return (
    <PriceCell>
      {formatPrice(price?.price ?? asset.lastPrice)}
      {price && <LiveDot live={live} />}
    </PriceCell>
  );
}

/** LIVE in the chart's up colour, else 'as of' the asset's newest candle: a line of text, as tall as the others. */
function Freshness({ asset, listed }: { asset: AssetOverview; listed: StockItem | undefined }) {
  const theme = useTheme();
  const label = freshnessLabel(asset.freshness ?? listed?.freshness, asset.lastDay);
  return <Row style={{ color: label?.live ? theme.colors.successText : theme.colors.muted }}>{label?.text ?? ' '}</Row>;
}

type OverviewStripProps = {
  assets: readonly AssetOverview[];
  /** The tiles are the member's watchlist (else every asset the plan opens). */
  watchlist: boolean;
  /** The asset list, whose entries say how fresh each asset's prices are. */
  catalogue: readonly StockItem[];
  /** The live prices, when the page streams them. */
  live?: LivePrices;
  selectedId: string | null;
  onSelect: (id: string) => void;
};

/** The watchlist (or every asset the plan opens) at a glance; choosing one selects it. */
export function OverviewStrip({ assets, watchlist, catalogue, live, selectedId, onSelect }: OverviewStripProps) {
  const theme = useTheme();
  return (
    <Strip aria-label={watchlist ? 'Your watchlist' : 'Overview of your assets'}>
      {assets.map((a) => (
        <li key={a.id}>
          <Tile type="button" $selected={a.id === selectedId} aria-pressed={a.id === selectedId} onClick={() => onSelect(a.id)} title={a.name}>
            <Row>
              <strong>{a.symbol}</strong>
              <TilePrice asset={a} prices={live} />
            </Row>
            <Row>
              <span style={{ color: tone(theme, a.change24h) }}>24 h {formatPercent(a.change24h)}</span>
              <span style={{ color: tone(theme, a.change7d) }}>7 d {formatPercent(a.change7d)}</span>
            </Row>
            <Sparkline values={a.sparkline} />
            <Row>
              <span>
                Mood {a.mood ?? '–'} {a.moodBand ? `(${a.moodBand})` : ''}
              </span>
              <span style={{ textTransform: 'capitalize' }}>{a.signal}</span>
            </Row>
            <Freshness asset={a} listed={catalogue.find((item) => item.id === a.id)} />
          </Tile>
        </li>
      ))}
    </Strip>
  );
}

/** A line of text's height, filled by a placeholder shape. */
const PlaceholderRow = () => (
  <Row>
    <Skeleton $width="40%" $height="1.2em" />
    <Skeleton $width="30%" $height="1.2em" />
  </Row>
);

/**
 * The strip's place while the overview loads: tiles of the same build and height, so the chart and analysis
 * below do not move down when the figures arrive.
 */
export function OverviewStripPlaceholder({ count }: { count: number }) {
  return (
    <div role="status" aria-label="Loading the overview of your assets" aria-busy="true">
      <Strip as="div">
        {Array.from({ length: count }, (_, index) => (
          <Tile key={index} as="div" $selected={false} aria-hidden="true">
            <PlaceholderRow />
            <PlaceholderRow />
            <svg viewBox="0 0 100 24" width="100%" height="24" aria-hidden="true" />
            <PlaceholderRow />
            <PlaceholderRow />
          </Tile>
        ))}
      </Strip>
    </div>
  );
}
