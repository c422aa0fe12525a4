import { formatDay, requestRange } from './request-range';

const today = new Date(2026, 10, 23, 15, 30); // 23 Nov 2026, local time

describe('the range the dashboard asks for', () => {
  it.each([
    [3, '2026-11-20'],
    [7, '2026-11-16'],
    [30, '2026-10-24'],
    [90, '2026-08-25'],
    [365, '2025-11-23'],
  ])('a quick range of %d days starts on %s and ends today', (days, start) => {
    expect(requestRange({ days, from: null, to: null }, '2026-11-23', today)).toEqual({ startDate: start, endDate: '2026-11-23', anchoredAt: null });
  });

  it('anchors a range past the end of the data at the last day with data, keeping its length', () => {
    expect(requestRange({ days: 30, from: null, to: null }, '2025-08-22', today)).toEqual({
      startDate: '2025-07-23',
      endDate: '2025-08-22',
      anchoredAt: '2025-08-22',
    });
    expect(requestRange({ days: null, from: '2026-01-01', to: '2026-01-11' }, '2025-08-22', today)).toEqual({
      startDate: '2025-08-12',
      endDate: '2025-08-22',
      anchoredAt: '2025-08-22',
    });
  });

  it('keeps a custom range inside the data as chosen', () => {
    expect(requestRange({ days: null, from: '2024-01-01', to: '2024-06-30' }, '2025-08-22', today)).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-06-30',
      anchoredAt: null,
    });
  });

  it('writes a day the way the notice says it', () => {
    expect(formatDay('2025-08-22')).toBe('22 Aug 2025');
  });
});
