import { fitInterval, withInterval, withRange } from './chart-interval';
import { parseViewState, viewStateParams } from './view-state';

const view = (query: string) => fitInterval(parseViewState(new URLSearchParams(query)));

describe('chart intervals and their ranges', () => {
  it('round-trips the interval and the last 24 hours in the URL, leaving a daily chart out of it', () => {
    const hourly = view('asset=btc&range=24h&interval=1h');
    expect(hourly).toMatchObject({ days: 1, interval: '1h' });
    expect(viewStateParams(hourly).toString()).toBe('asset=btc&range=24h&show=sma20%2Csma50%2Crsi&interval=1h');
    expect(view(viewStateParams(hourly).toString())).toEqual(hourly);
    expect(viewStateParams(view('asset=btc&range=30d')).toString()).not.toContain('interval');
  });

  it('draws hours for a day to a week, four hours for three days to a month, days for the rest', () => {
    expect(withRange(view('range=7d&interval=1h'), 1)).toMatchObject({ days: 1, interval: '1h' });
    // A range too long for the interval shown takes the finest interval that suits it.
    expect(withRange(view('range=7d&interval=1h'), 30)).toMatchObject({ days: 30, interval: '4h' });
    expect(withRange(view('range=7d&interval=4h'), 365)).toMatchObject({ days: 365, interval: '1d' });
    // The last 24 hours are drawn in hours, whatever was shown.
    expect(withRange(view('range=30d'), 1)).toMatchObject({ days: 1, interval: '1h' });
    expect(withRange(view('range=30d'), 7)).toMatchObject({ days: 7, interval: '1d' });
  });

  it('keeps the range when the chosen interval suits it, else takes the interval’s first range', () => {
    expect(withInterval(view('range=7d'), '1h')).toMatchObject({ days: 7, interval: '1h' });
    expect(withInterval(view('range=90d'), '1h')).toMatchObject({ days: 1, interval: '1h' });
    expect(withInterval(view('range=365d'), '4h')).toMatchObject({ days: 7, interval: '4h' });
    expect(withInterval(view('asset=btc&range=custom&from=2025-01-01&to=2025-03-31'), '4h')).toMatchObject({ days: 7, from: null, to: null, interval: '4h' });
    expect(withInterval(view('range=24h&interval=1h'), '1d')).toMatchObject({ days: 30, interval: '1d' });
    expect(withInterval(view('range=custom&from=2025-01-01&to=2025-03-31'), '1d')).toMatchObject({ days: null, from: '2025-01-01', interval: '1d' });
  });

  it('reads a URL whose interval does not suit its range as the interval that does', () => {
    expect(view('range=365d&interval=1h')).toMatchObject({ days: 365, interval: '1d' });
    expect(view('range=custom&from=2025-01-01&to=2025-01-03&interval=1h')).toMatchObject({ days: null, interval: '1d' });
    expect(view('range=30d&interval=5m')).toMatchObject({ days: 30, interval: '1d' });
  });
});
