import { relativeTime } from '@/features/device-conflict/relative-time';

const NOW = Date.parse('2025-09-10T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [59 * 60 + 59, '59 minutes ago'],
    [60 * 60, '1 hour ago'],
    [23 * 60 * 60, '23 hours ago'],
    [24 * 60 * 60, 'yesterday'],
    [3 * 24 * 60 * 60, '3 days ago'],
    [7 * 24 * 60 * 60, 'last week'],
    [15 * 24 * 60 * 60, '2 weeks ago'],
    [45 * 24 * 60 * 60, 'last month'],
    [400 * 24 * 60 * 60, 'last year'],
    [3 * 365 * 24 * 60 * 60, '3 years ago'],
  ])('says a login %i s ago happened "%s"', (seconds, expected) => {
    expect(relativeTime(ago(seconds), NOW)).toBe(expected);
  });

  it('treats a clock slightly ahead of ours as just now', () => {
    expect(relativeTime(ago(-20), NOW)).toBe('just now');
  });

  it("says 'unknown' for a date it cannot read", () => {
    expect(relativeTime('not a date', NOW)).toBe('unknown');
  });
});
