import { formatAsOfDay, MOOD_BANDS, type HistoryDay, type MoodBand } from '@sentiscope/shared/contract';

const moodOf = (day: HistoryDay) => `${Math.round(day.mood as number)} (${day.band}) on ${formatAsOfDay(day.date)}`;

/**
 * The mood history in one paragraph, for readers who do not see the chart: where it started and ended, its low and
 * high, and how many days fell in each band.
 */
export function moodSummary(days: readonly HistoryDay[]): string {
  const scored = days.filter((d) => d.mood !== null && d.band !== null);
  if (scored.length === 0) return 'No day of this range has a mood yet.';
  const first = scored[0];
  const last = scored[scored.length - 1];
  const low = scored.reduce((a, b) => ((b.mood as number) < (a.mood as number) ? b : a));
  const high = scored.reduce((a, b) => ((b.mood as number) > (a.mood as number) ? b : a));
  const counts = new Map<MoodBand, number>();
  for (const d of scored) counts.set(d.band as MoodBand, (counts.get(d.band as MoodBand) ?? 0) + 1);
  const bands = MOOD_BANDS.filter(({ band }) => counts.has(band))
    .map(({ band }) => `${band} ${counts.get(band)}`)
    .join(', ');
  const span = scored.length === 1 ? `The mood was ${moodOf(first)}.` : `The mood went from ${moodOf(first)} to ${moodOf(last)}.`;
  const extremes = scored.length === 1 ? '' : ` Lowest ${moodOf(low)}, highest ${moodOf(high)}.`;
  return `${span}${extremes} Days per band: ${bands}.`;
}
