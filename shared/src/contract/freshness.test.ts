import { freshnessLabel } from './freshness';

describe('the freshness label', () => {
  it('says LIVE only when the server says the newest candle is live', () => {
    expect(freshnessLabel({ live: true, asOf: '2026-11-24' })).toEqual({ live: true, text: 'LIVE' });
    expect(freshnessLabel({ live: false, asOf: '2025-08-22' })).toEqual({ live: false, text: 'as of 22 Aug 2025', asOf: '2025-08-22' });
  });

  it('names the newest day the page holds when the answer carries no freshness, and never says LIVE then', () => {
    expect(freshnessLabel(undefined, '2025-08-22')).toEqual({ live: false, text: 'as of 22 Aug 2025', asOf: '2025-08-22' });
    expect(freshnessLabel({ live: false, asOf: null }, '2025-01-05')?.text).toBe('as of 5 Jan 2025');
  });

  it('has nothing to say without any day', () => {
    expect(freshnessLabel(undefined)).toBeNull();
    expect(freshnessLabel({ live: false, asOf: null })).toBeNull();
  });
});
