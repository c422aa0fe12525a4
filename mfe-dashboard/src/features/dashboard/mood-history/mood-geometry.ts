import type { HistoryDay, MoodBand } from '@sentiscope/shared/contract';

/** The plot's own units: days run 0..PLOT_WIDTH left to right, the mood 0..100 bottom to top. */
export const PLOT_WIDTH = 1000;
export const PLOT_HEIGHT = 100;

/** A stretch of the line in one band's colour, as SVG polyline points. */
export type MoodSegment = { band: MoodBand; points: string };

export const dayX = (index: number, count: number): number => (count <= 1 ? PLOT_WIDTH / 2 : (index / (count - 1)) * PLOT_WIDTH);
export const moodY = (mood: number): number => PLOT_HEIGHT - (Math.min(100, Math.max(0, mood)) / 100) * PLOT_HEIGHT;

/**
 * The mood line cut where its band changes: each stretch carries its band's colour and runs on to the first day
 * of the next band, so the line stays whole. A day without a mood breaks the line.
 */
export function moodSegments(days: readonly HistoryDay[]): MoodSegment[] {
  const segments: MoodSegment[] = [];
  let current: { band: MoodBand; points: string[] } | null = null;
  days.forEach((day, i) => {
    if (day.mood === null || day.band === null) {
      if (current) segments.push({ band: current.band, points: current.points.join(' ') });
      current = null;
      return;
    }
    const point = `${dayX(i, days.length).toFixed(2)},${moodY(day.mood).toFixed(2)}`;
    if (current && current.band !== day.band) {
      current.points.push(point);
      segments.push({ band: current.band, points: current.points.join(' ') });
      current = null;
    }
    current ??= { band: day.band, points: [] };
    current.points.push(point);
  });
  const last = current as { band: MoodBand; points: string[] } | null;
  if (last) segments.push({ band: last.band, points: last.points.join(' ') });
  return segments;
}

/** The day under a pointer at `ratio` (0 at the plot's left edge, 1 at its right). */
export const dayAt = (ratio: number, count: number): number => Math.min(count - 1, Math.max(0, Math.round(ratio * (count - 1))));
