import { parseViewState, viewStateParams } from './view-state';

describe('the dashboard view in the URL', () => {
  it('round-trips asset, quick range and indicators', () => {
    const state = parseViewState(new URLSearchParams('asset=eth&range=30d&show=sma50,macd'));
    expect(state).toEqual({ asset: 'eth', days: 30, from: null, to: null, overlays: ['sma50', 'macd'], interval: '1d' });
    expect(parseViewState(viewStateParams(state))).toEqual(state);
  });

  it('round-trips a custom range', () => {
    const state = parseViewState(new URLSearchParams('asset=btc&range=custom&from=2025-01-01&to=2025-03-31'));
    expect(state).toMatchObject({ days: null, from: '2025-01-01', to: '2025-03-31' });
    expect(viewStateParams(state).toString()).toContain('range=custom&from=2025-01-01&to=2025-03-31');
  });

  it('falls back to 3 days and the default indicators for a missing or unknown range', () => {
    expect(parseViewState(new URLSearchParams(''))).toMatchObject({ asset: null, days: 3, overlays: ['sma20', 'sma50', 'rsi'] });
    expect(parseViewState(new URLSearchParams('range=12d')).days).toBe(3);
    expect(parseViewState(new URLSearchParams('range=custom&from=2025-03-01&to=2025-01-01')).days).toBe(3);
  });
});
