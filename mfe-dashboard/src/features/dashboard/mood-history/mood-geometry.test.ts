import type { HistoryDay, MoodBand } from '@sentiscope/shared/contract';
import { dayAt, moodSegments } from './mood-geometry';
import { moodSummary } from './mood-summary';

const day = (date: string, mood: number | null, band: MoodBand | null): HistoryDay => ({
  date,
  close: 100,
  mood,
  band,
  components: { momentum: null, strength: null, trend: null, volatility: null, sentiment: null },
  signal: 'neutral',
  headlines: { count: 0, mean: null, z: null },
});

const DAYS = [
  day('2025-08-18', 50, 'neutral'),
  day('2025-08-19', 60, 'greed'),
  day('2025-08-20', 70, 'greed'),
  day('2025-08-21', null, null),
  day('2025-08-22', 20, 'extreme fear'),
];

describe('the mood line', () => {
  it("is cut where the band changes, each stretch running on to the next band's first day, and broken by a day without a mood", () => {
    expect(moodSegments(DAYS)).toEqual([
      { band: 'neutral', points: '0.00,50.00 250.00,40.00' },
      { band: 'greed', points: '250.00,40.00 500.00,30.00' },
      { band: 'extreme fear', points: '1000.00,80.00' },
    ]);
  });

  it('finds the day under the pointer, held inside the range', () => {
    expect(dayAt(0, 5)).toBe(0);
    expect(dayAt(0.6, 5)).toBe(2);
    expect(dayAt(1.4, 5)).toBe(4);
    expect(dayAt(-1, 5)).toBe(0);
  });
});

describe('the mood summary', () => {
  it('names the first and last mood, the low and the high, and the days per band in band order', () => {
    expect(moodSummary(DAYS)).toBe(
      'The mood went from 50 (neutral) on 18 Aug 2025 to 20 (extreme fear) on 22 Aug 2025. Lowest 20 (extreme fear) on 22 Aug 2025, highest 70 (greed) on 20 Aug 2025. Days per band: extreme fear 1, neutral 1, greed 2.',
    );
  });

  it('says when no day has a mood', () => {
    expect(moodSummary([day('2025-08-21', null, null)])).toBe('No day of this range has a mood yet.');
  });
});
