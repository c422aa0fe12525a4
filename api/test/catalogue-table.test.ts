// The catalogue is a table: a new database holds the twelve first assets, the catalogue answer follows the table,
// a super admin hides an asset (its data kept) or edits its aliases, and ambiguous tickers link headlines by name only.
import { CATALOGUE_MESSAGES } from '@sentiscope/shared/contract';
import { insertAsset, updateAsset } from '../src/catalogue/data/assets';
import { refreshCatalogue } from '../src/catalogue/service/catalogue';
import { assetsNamed } from '../src/news/service/headline-items';
import { adminToken, createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';

const FIRST_IDS = ['btc', 'eth', 'sol', 'bnb', 'xrp', 'ada', 'doge', 'aapl', 'msft', 'nvda', 'tsla', 'spy'];

let api: TestApi;
let admin: string;
let member: string;
beforeAll(async () => {
  api = await startApi();
  admin = await adminToken(api);
  const user = await createVerifiedUser(api);
  member = await loginToken(api, user.email, user.password);
});
afterAll(() => api.close());

const listedIds = async (token?: string) => ((await api.request('GET', '/v1/stock/list', { token })).body.data as Array<{ id: string }>).map((a) => a.id);
const change = (id: string, body: unknown, token = admin) => api.request('PATCH', `/v1/admin/assets/${id}`, { token, body });

describe('the catalogue table', () => {
  it('holds the twelve first assets in a new database, each with its kind, listing, provider symbols and aliases', async () => {
    const answer = await api.request('GET', '/v1/admin/assets', { token: admin });
    expect(answer.status).toBe(200);
    const rows = answer.body.data as Array<Record<string, any>>;
    expect(rows.map((a) => a.id)).toEqual(FIRST_IDS);
    expect(rows.every((a) => a.state === 'active' && a.stateReason === null)).toBe(true);
    const byId = Object.fromEntries(rows.map((a) => [a.id, a]));
    expect(byId.btc).toEqual({
      id: 'btc',
      symbol: 'BTC',
      name: 'Bitcoin',
      kind: 'crypto',
      exchange: 'Binance',
      state: 'active',
      stateReason: null,
      aliases: ['bitcoin', 'btc', 'xbt'],
      providerSymbols: { binance: 'BTCUSDT', coinbase: 'BTC-USD', kraken: 'XBTUSD' },
    });
    expect(byId.bnb.providerSymbols).toEqual({ binance: 'BNBUSDT' });
    expect(byId.aapl).toMatchObject({ kind: 'stock', exchange: 'NASDAQ', providerSymbols: { yahoo: 'AAPL', tiingo: 'aapl', stooq: 'aapl.us' } });
    expect(byId.spy).toMatchObject({ kind: 'etf', exchange: 'NYSE Arca', name: 'SPDR S&P 500 ETF' });
    expect(await listedIds()).toEqual(FIRST_IDS);
  });

  it('is for super admins only', async () => {
    expect((await api.request('GET', '/v1/admin/assets', { token: member })).status).toBe(403);
    expect((await api.request('GET', '/v1/admin/assets')).status).toBe(401);
    expect((await change('eth', { hidden: true }, member)).status).toBe(403);
    expect((await api.request('PATCH', '/v1/admin/assets/eth', { body: { hidden: true } })).status).toBe(401);
    expect(await listedIds()).toEqual(FIRST_IDS);
  });

  it('hides an asset from the catalogue answer and its analysis, keeps it in the admin list, and shows it again', async () => {
    const before = await api.request('GET', '/v1/stock/list');
    const hidden = await change('ETH', { hidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toBe(CATALOGUE_MESSAGES.assetSaved);
    expect(hidden.body.data).toMatchObject({ id: 'eth', state: 'hidden' });

    const after = await api.request('GET', '/v1/stock/list');
    expect((after.body.data as Array<{ id: string }>).map((a) => a.id)).toEqual(FIRST_IDS.filter((id) => id !== 'eth'));
    // The stored catalogue body was written again: a client holding the old one gets the new one.
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect((await api.request('GET', '/v1/stock/list', { headers: { 'if-none-match': before.headers.get('etag')! } })).status).toBe(200);
    expect((await api.request('GET', '/v1/stock/details/eth', { token: member })).status).toBe(404);
    expect((await api.request('GET', '/v1/stock/details/btc', { token: member })).status).toBe(200);
    const rows = (await api.request('GET', '/v1/admin/assets', { token: admin })).body.data as Array<{ id: string; state: string }>;
    expect(rows.find((a) => a.id === 'eth')?.state).toBe('hidden');

    const activity = (await api.request('GET', '/v1/admin/activity?area=asset', { token: admin })).body.data as Array<Record<string, any>>;
    expect(activity[0]).toMatchObject({ area: 'asset', target: 'ETH', before: { state: 'active' }, after: { state: 'hidden' } });

    expect((await change('eth', { hidden: false })).body.data).toMatchObject({ state: 'active' });
    expect(await listedIds()).toEqual(FIRST_IDS);
    expect((await api.request('GET', '/v1/stock/details/eth', { token: member })).status).toBe(200);
  });

  it('follows a change another process wrote to the table within a second', async () => {
    await updateAsset(api.db.k, 'doge', { state: 'hidden' }, api.clock.now());
    api.clock.advance(1001);
    expect(await listedIds()).not.toContain('doge');
    await updateAsset(api.db.k, 'doge', { state: 'active' }, api.clock.now());
    api.clock.advance(1001);
    expect(await listedIds()).toContain('doge');
  });

  it('edits the aliases new headlines are linked by', async () => {
    expect(assetsNamed('Digital gold rallies past its high')).toEqual([]);
    const saved = await change('btc', { aliases: [' Bitcoin', 'BTC', 'digital gold'] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.aliases).toEqual(['bitcoin', 'btc', 'digital gold']);
    expect(assetsNamed('Digital gold rallies past its high')).toEqual(['btc']);
    expect(assetsNamed('XBT slips')).toEqual([]);
  });

  it('refuses a change it cannot make, with the reason', async () => {
    const cases: Array<[string, unknown, number, string | null]> = [
      ['btc', {}, 400, CATALOGUE_MESSAGES.nothingToChange],
      ['btc', { aliases: [] }, 400, CATALOGUE_MESSAGES.aliasesEmpty],
      ['btc', { aliases: ['b'] }, 400, CATALOGUE_MESSAGES.aliasLength],
      ['btc', { aliases: ['bitcoin', 'Bitcoin '] }, 400, CATALOGUE_MESSAGES.aliasRepeated('bitcoin')],
      ['btc', { aliases: Array.from({ length: 21 }, (_, i) => `alias ${i}`) }, 400, CATALOGUE_MESSAGES.aliasesTooMany],
      ['btc', { hidden: 'yes' }, 400, null],
      ['zzz', { hidden: true }, 404, CATALOGUE_MESSAGES.assetMissing],
      ['no%20such', { hidden: true }, 400, null],
    ];
    for (const [id, body, status, message] of cases) {
      const answer = await change(id, body);
      expect({ id, body, status: answer.status }).toEqual({ id, body, status });
      expect(answer.body.success).toBe(false);
      if (message) expect(answer.body.message).toBe(message);
    }
    expect((await api.request('GET', '/v1/admin/assets', { token: admin })).body.data[0].aliases).toEqual(['bitcoin', 'btc', 'digital gold']);
  });

  it('links an ambiguous ticker by its name only, never by the bare ticker', async () => {
    const at = api.clock.now();
    await insertAsset(api.db.k, {
      id: 'now',
      symbol: 'NOW',
      name: 'ServiceNow',
      kind: 'stock',
      exchange: 'NYSE',
      provider_symbols: JSON.stringify({ yahoo: 'NOW' }),
      aliases: JSON.stringify(['servicenow', 'now']),
      state: 'active',
      state_reason: null,
      is_default: 0,
      file: 'NOW',
      demo_start: 100,
      demo_volatility: 0.4,
      position: 99,
      revision: 0,
      updated_at: at,
    });
    await refreshCatalogue(api.db, at, true);
    expect(assetsNamed('ServiceNow beats estimates')).toEqual(['now']);
    expect(assetsNamed('Stocks rally now that rates fall')).toEqual([]);
    expect(assetsNamed('Is now the time to buy Apple?')).toEqual(['aapl']);
  });

  it("refuses a plan that opens an asset the catalogue does not hold; a hidden asset may stay in a plan", async () => {
    const plan = { title: 'Desk', monthlyPrice: 12, isFree: false, features: ['One'], priority: 3 };
    const refused = await api.request('POST', '/v1/plan', { token: admin, body: { ...plan, cryptos: ['btc', 'zzz'] } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CATALOGUE_MESSAGES.planAssetUnknown('zzz'));
    await change('sol', { hidden: true });
    const created = await api.request('POST', '/v1/plan', { token: admin, body: { ...plan, cryptos: ['btc', 'sol'] } });
    expect(created.status).toBe(201);
    expect(created.body.data.cryptos).toEqual(['btc', 'sol']);
    await change('sol', { hidden: false });
  });
});
