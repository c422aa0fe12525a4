// The API's start-up line: what `npm start` fetches and from where, or, offline, that nothing outside the machine is
// contacted and what the site serves instead.
import { providersFor } from '../src/jobs/ingestion/ingestion';
import { membersOf } from '../src/prices/service/source-health';
import { sourcesSummary } from '../src/prices/service/sources-summary';
import { loadMarketConfig } from '../src/prices/service/config';

describe('sources summary at start-up', () => {
  it('names each kind of data with its providers in order and their hosts when live', () => {
    const providers = providersFor(loadMarketConfig({ MARKET_LIVE_SOURCE: 'binance' }));
    const line = sourcesSummary(providers, false);
    expect(line).toMatch(/^market data: crypto from binance \(data-api\.binance\.vision\)/);
    expect(line).not.toMatch(/offline/);
  });

  it('offline, lists no host outside the machine as fetched, keeps loopback providers, and says what is served', () => {
    const providers = providersFor(loadMarketConfig({ MARKET_LIVE_SOURCE: 'http://127.0.0.1:9/', MARKET_DATA_DIR: '/nowhere' }));
    const line = sourcesSummary(providers, true);
    expect(line).toMatch(/^market data: offline \(SENTISCOPE_OFFLINE=1\), no request leaves this machine/);
    expect(line).toContain('crypto from binance@127.0.0.1:9 (127.0.0.1:9)');
    expect(line).toContain('the bundled prices where nothing newer is stored');
    expect(line).toContain('else demo data labelled as such');
    const outside = providers.flatMap(membersOf).filter((m) => !m.host.startsWith('127.0.0.1'));
    for (const m of outside) expect(line.split('; fetched: ')[1]).not.toContain(m.host);
  });
});
