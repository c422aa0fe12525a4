import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled, { useTheme } from 'styled-components';
import { MOOD_BANDS, type HistoryDay } from '@sentiscope/shared/contract';
import { moodBandColor } from '@sentiscope/shared/ui';
import { formatDay } from '../view/request-range';
import { dayAt, dayX, PLOT_WIDTH } from './mood-geometry';
import { MoodDayCard } from './mood-day-card';
import { scoreText } from './mood-components';
import { MoodPlot } from './mood-plot';
import { DAY_STEPS } from '../chart/day-steps';

const valueText = (day: HistoryDay) =>
  `${formatDay(day.date)}: mood ${scoreText(day.mood)}${day.band ? ` (${day.band})` : ''}, signal ${day.signal}`;

/** The mood line over the range with the shown day's legend; the pointer or the arrow keys pick the day. */
export function MoodHistoryChart({ days, assetName }: { days: readonly HistoryDay[]; assetName: string }) {
  const theme = useTheme();
  const [hovered, setHovered] = useState<number | null>(null);
  const [keyed, setKeyed] = useState<number | null>(null);
  const last = days.length - 1;
  const shown = Math.min(hovered ?? keyed ?? last, last);
  const day = days[shown];

  const pick = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const ratio = (event.clientX - box.left) / box.width;
    if (Number.isFinite(ratio)) setHovered(dayAt(ratio, days.length));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = DAY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    setKeyed(Math.min(last, Math.max(0, step(shown, last))));
  };
  const left = `${(dayX(shown, days.length) / PLOT_WIDTH) * 100}%`;

  return (
    <div>
      <MoodDayCard day={day} />
      <Plot>
        <MoodPlot days={days} />
        {MOOD_BANDS.map(({ band, from, to }) => (
          <BandName key={band} style={{ top: `${100 - (from + to) / 2}%` }} aria-hidden="true">
            {band}
          </BandName>
        ))}
        <Rule style={{ left }} aria-hidden="true" />
        {day.mood !== null && day.band && (
          <Dot style={{ left, top: `${100 - day.mood}%`, background: moodBandColor(theme, day.band) }} aria-hidden="true" />
        )}
        <DaySlider
          role="slider"
          tabIndex={0}
          aria-label={`Day on the mood history of ${assetName} (arrow keys move)`}
          aria-valuemin={0}
          aria-valuemax={last}
          aria-valuenow={shown}
          aria-valuetext={valueText(day)}
          onKeyDown={onKeyDown}
          onPointerMove={pick}
          onPointerDown={pick}
          onPointerLeave={() => setHovered(null)}
        />
      </Plot>
      <Axis aria-hidden="true">
        <span>{formatDay(days[0].date)}</span>
        <span>{formatDay(days[last].date)}</span>
      </Axis>
    </div>
  );
}

const Plot = styled.div`
  position: relative;
  height: 140px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  ${({ theme }) => theme.media.mobile} {
    height: 112px;
  }
`;

const BandName = styled.span`
  position: absolute;
  left: 6px;
  transform: translateY(-50%);
  font-size: 10px;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.muted};
  pointer-events: none;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Rule = styled.span`
  position: absolute;
  top: 0;
  bottom: 0;
  width: 1px;
  background: ${({ theme }) => theme.colors.borderStrong};
  pointer-events: none;
`;

const Dot = styled.span`
  position: absolute;
  width: 9px;
  height: 9px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  transform: translate(-50%, -50%);
  pointer-events: none;
`;

const DaySlider = styled.div`
  position: absolute;
  inset: 0;
  cursor: crosshair;
  touch-action: pan-y;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Axis = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;
