import styled, { useTheme } from 'styled-components';
import type { HistoryDay } from '@sentiscope/shared/contract';
import { moodBandColor } from '@sentiscope/shared/ui';
import { formatDay } from '../view/request-range';
import { MOOD_COMPONENTS, scoreText } from './mood-components';

/** The day under the pointer or the keyboard (the last day otherwise): its mood and band, signal and components. */
export function MoodDayCard({ day }: { day: HistoryDay }) {
  const theme = useTheme();
  const { headlines } = day;
  return (
    <Card data-testid="mood-day">
      <Head>
        <strong>{formatDay(day.date)}</strong>
        <span>
          {day.band && <Swatch $color={moodBandColor(theme, day.band)} aria-hidden="true" />}
          Mood <b>{scoreText(day.mood)}</b> {day.band ?? 'not enough data'}
        </span>
        <span>
          Signal <b>{day.signal}</b>
        </span>
        <span>
          {headlines.count === 1 ? '1 headline' : `${headlines.count} headlines`}
          {headlines.mean !== null && ` (mean ${headlines.mean >= 0 ? '+' : ''}${headlines.mean.toFixed(2)})`}
        </span>
      </Head>
      <Components>
        {MOOD_COMPONENTS.map(({ key, label, title }) => (
          <div key={key} title={title}>
            <dt>{label}</dt>
            <dd>{scoreText(day.components[key])}</dd>
          </div>
        ))}
      </Components>
    </Card>
  );
}

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: 3.2em;
  margin-bottom: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

const Head = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0;
  span {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    color: ${({ theme }) => theme.colors.muted};
  }
  b {
    color: ${({ theme }) => theme.colors.text};
    text-transform: capitalize;
  }
`;

const Swatch = styled.span<{ $color: string }>`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;

const Components = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.md}`};
  margin: 0;
  div {
    display: flex;
    gap: 4px;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;
