// The symbol directory: a super admin's refresh reads Binance, Coinbase Exchange and NASDAQ Trader (loopback fakes
// answering in their published formats), keeps the USDT pairs that trade named by Coinbase, the US stocks and ETFs
// without test issues, rights, warrants and units; a member may not run it, and offline sources are skipped.
import { readDirectory, replaceDirectory } from '../src/catalogue/data/directory';
import { loadMarketConfig, type MarketConfig } from '../src/prices/service/config';
import { adminToken, createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';
import type { LoopbackServer } from './support/loopback-server';
import { startDirectorySources } from './support/directory-sources';

let sources: LoopbackServer;
let api: TestApi;
let admin: string;
beforeAll(async () => {
  let market: MarketConfig;
  ({ sources, market } = await startDirectorySources());
  api = await startApi({ config: { market } });
  admin = await adminToken(api);
});
afterAll(async () => {
  await api.close();
  await sources.close();
});

const run = (token?: string, on: TestApi = api) => on.request('POST', '/v1/admin/jobs/directory/run', { token, body: {} });

describe('the symbol directory', () => {
  it('is refreshed by a super admin from the sources: USDT pairs that trade, named by Coinbase; US stocks and ETFs without tests, rights, warrants or units', async () => {
    const answer = await run(admin);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ crypto: 3, stocks: 5, skipped: [] });
    const rows = await readDirectory(api.db.k);
    const bySymbol = Object.fromEntries(rows.map((r) => [r.symbol, r]));
    expect(rows.map((r) => r.symbol).sort()).toEqual(['BTC', 'IBM', 'LINK', 'MSFT', 'MSTR', 'NEW', 'QQQ', 'SPY'].sort());
    expect(bySymbol.LINK).toMatchObject({ id: 'crypto:LINK', name: 'Chainlink', kind: 'crypto', exchange: 'Binance' });
    // A base Coinbase does not list keeps its ticker as its name.
    expect(bySymbol.NEW.name).toBe('NEW');
    expect(bySymbol.MSFT).toMatchObject({ name: 'Microsoft Corporation - Common Stock', kind: 'stock', exchange: 'NASDAQ' });
    expect(bySymbol.QQQ.kind).toBe('etf');
    expect(bySymbol.SPY).toMatchObject({ kind: 'etf', exchange: 'NYSE Arca' });
    expect(bySymbol.IBM.exchange).toBe('NYSE');
  });

  it('replaces the rows on the next refresh instead of adding to them', async () => {
    await run(admin);
    expect((await readDirectory(api.db.k)).length).toBe(8);
  });

  it('answers a search by ticker prefix first, then by words of the name, marking what the catalogue tracks', async () => {
    const user = await createVerifiedUser(api);
    const member = await loginToken(api, user.email, user.password);
    const find = async (q: string) => (await api.request('GET', `/v1/assets/search?q=${q}`, { token: member })).body.data as Array<Record<string, unknown>>;
    expect((await find('chain')).map((m) => m.symbol)).toEqual(['LINK']);
    expect((await find('micro')).map((m) => m.symbol)).toEqual(['MSFT', 'MSTR']);
    const ms = await find('ms');
    expect(ms.map((m) => m.symbol)).toEqual(['MSFT', 'MSTR']);
    expect(ms[0]).toEqual({ id: 'stock:MSFT', symbol: 'MSFT', name: 'Microsoft Corporation - Common Stock', kind: 'stock', exchange: 'NASDAQ', tracked: true, addable: false });
    expect(ms[1].tracked).toBe(false);
    expect((await api.request('GET', '/v1/assets/search?q=%20', { token: member })).status).toBe(400);
    expect((await api.request('GET', '/v1/assets/search?q=ms')).status).toBe(401);
  });

  it('answers from a refresh at once, the shortest tickers first however many share the prefix, then names in ticker order', async () => {
    const user = await createVerifiedUser(api);
    const member = await loginToken(api, user.email, user.password);
    const find = async (q: string) => ((await api.request('GET', `/v1/assets/search?q=${q}`, { token: member })).body.data as Array<{ symbol: string }>).map((m) => m.symbol);
    expect(await find('zq')).toEqual([]);
    const at = Date.now();
    const row = (symbol: string, name: string) => ({ id: `stock:${symbol}`, symbol, name, kind: 'stock' as const, exchange: 'NYSE', refreshed_at: at });
    // 60 tickers starting with ZQ (ZQA... ZQZ, ZQAA...), listed longest first, and names with a word starting with zq.
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const long = [...letters].flatMap((a) => [`ZQ${a}A`, `ZQ${a}B`]).slice(0, 40);
    const short = [...letters].slice(0, 20).map((a) => `ZQ${a}`);
    const named = [row('AAZ', 'Zqbank Holdings'), row('ABZ', 'First Zqorp'), row('ZZZZ', 'Zqueue Systems')];
    await replaceDirectory(api.db.k, ['stock', 'etf'], [...long.map((s) => row(s, `${s} Corp`)), ...short.map((s) => row(s, `${s} Inc`)), ...named]);
    expect(await find('zq')).toEqual(short);
    expect(await find('zqa')).toEqual(['ZQA', 'ZQAA', 'ZQAB']);
    expect(await find('zqb')).toEqual(['ZQB', 'ZQBA', 'ZQBB', 'AAZ']);
    expect(await find('zqu')).toEqual(['ZZZZ']);
    await run(admin);
  });

  it('refuses a member and an anonymous caller', async () => {
    const user = await createVerifiedUser(api);
    const member = await loginToken(api, user.email, user.password);
    expect((await run(member)).status).toBe(403);
    expect((await run()).status).toBe(401);
  });

  it('skips a source outside this machine when offline and says so, storing nothing it could not read', async () => {
    const market = loadMarketConfig({ SENTISCOPE_OFFLINE: '1', BINANCE_BASE_URL: 'https://binance.example', COINBASE_BASE_URL: sources.url, NASDAQ_TRADER_BASE_URL: 'https://nasdaqtrader.example' });
    const offline = await startApi({ config: { market } });
    try {
      const answer = await run(await adminToken(offline), offline);
      expect(answer.status).toBe(200);
      expect(answer.body.data.crypto).toBeNull();
      expect(answer.body.data.stocks).toBeNull();
      expect(answer.body.data.skipped.join(' ')).toMatch(/binance\.example: offline.*nasdaqtrader\.example: offline/);
      expect(await readDirectory(offline.db.k)).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});
