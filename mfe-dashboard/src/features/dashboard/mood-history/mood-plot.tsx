import { memo } from 'react';
import { useTheme } from 'styled-components';
import { MOOD_BANDS, type HistoryDay } from '@sentiscope/shared/contract';
import { moodBandColor } from '@sentiscope/shared/ui';
import { moodSegments, moodY, PLOT_HEIGHT, PLOT_WIDTH } from './mood-geometry';

// A lone day between gaps is a short dash of its own width, so it still shows.
const dash = (points: string) => {
  const [x, y] = points.split(',').map(Number);
  return `${x - 2},${y} ${x + 2},${y}`;
};

/** The band stripes and the band-coloured mood line, stretched to the plot's box (drawn once per history). */
export const MoodPlot = memo(function MoodPlot({ days }: { days: readonly HistoryDay[] }) {
  const theme = useTheme();
  return (
    <svg viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`} preserveAspectRatio="none" width="100%" height="100%" aria-hidden="true">
      {MOOD_BANDS.map(({ band, from, to }) => (
        <rect key={band} x={0} y={moodY(to)} width={PLOT_WIDTH} height={to - from} fill={moodBandColor(theme, band)} fillOpacity={theme.name === 'dark' ? 0.1 : 0.12} />
      ))}
      <line x1={0} x2={PLOT_WIDTH} y1={moodY(50)} y2={moodY(50)} stroke={theme.colors.chartGrid} strokeDasharray="4 4" vectorEffect="non-scaling-stroke" />
      {moodSegments(days).map((segment, i) => (
        <polyline
          key={i}
          data-band={segment.band}
          points={segment.points.includes(' ') ? segment.points : dash(segment.points)}
          fill="none"
          stroke={moodBandColor(theme, segment.band)}
          strokeWidth={2}
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
});
