// The markets screener over real HTTP on the real database and bundled data: rows computed from the stored days,
// sorting, filtering, paging, the plan gate, bad input, and the CSV with its formula escaping.
import type { HistoryDay, MarketRow, MarketsPage } from '@sentiscope/shared/contract';
import { shiftDay } from '../src/platform/days';
import { marketsCsv } from '../src/history/service/markets-csv';
import { startWithMember, upgradeFirstMemberToPro } from './real-data-api';
import { createVerifiedUser, loginToken, type TestApi } from './helpers';

describe('GET /v1/markets', () => {
  let api: TestApi;
  let pro: string;
  let free: string;
  let freeAssets: string[];
  let proAssets: string[];

  const page = async (query: string, token = pro) => {
    const res = await api.request<{ data: MarketsPage; message: string }>('GET', `/v1/markets${query}`, { token });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    ({ api, token: pro } = await startWithMember());
    proAssets = await upgradeFirstMemberToPro(api);
    const freePlan = await api.db.k.selectFrom('plans').select('cryptos').where('title', '=', 'Free').executeTakeFirstOrThrow();
    freeAssets = JSON.parse(freePlan.cryptos);
    const other = await createVerifiedUser(api);
    free = await loginToken(api, other.email, other.password);
    // The daily snapshots are computed after start-up: wait until every row has its stored day.
    const until = Date.now() + 120_000;
    for (;;) {
      const rows = (await page(`?limit=200`)).rows;
      if (rows.every((r) => r.lastDay !== null)) break;
      if (Date.now() > until) throw new Error('no stored days after two minutes');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 180_000);
  afterAll(() => api.close());

  async function storedDays(id: string, end: string): Promise<HistoryDay[]> {
    const res = await api.request<{ data: { days: HistoryDay[] } }>('GET', `/v1/stock/history/${id}?startDate=${shiftDay(end, -40)}&endDate=${end}`, { token: pro });
    expect(res.status).toBe(200);
    return res.body.data.days;
  }

  it('answers a row per asset the plan opens, with the figures of the stored days', async () => {
    const all = await page('?limit=200');
    expect(all.total).toBe(proAssets.length);
    expect(all.rows.map((r) => r.id).sort()).toEqual([...proAssets].sort());
    for (const id of ['btc', 'aapl']) {
      const row = all.rows.find((r) => r.id === id)!;
      const days = await storedDays(id, row.lastDay!);
      const last = days[days.length - 1];
      const before = (n: number) => [...days].reverse().find((d) => d.date <= shiftDay(last.date, -n))!;
      // The stored history is written with compact numbers (decision 100): equal to a few parts in a million.
      expect(Math.abs(row.price! / last.close - 1)).toBeLessThan(1e-6);
      expect(row.mood).toBeCloseTo(last.mood!, 3);
      expect(row.signal).toBe(last.signal);
      expect(row.headlines24h).toBe(last.headlines.count);
      for (const [field, n] of [['change1d', 1], ['change7d', 7], ['change30d', 30]] as const) {
        expect(row[field]).toBeCloseTo(last.close / before(n).close - 1, 4);
      }
      expect(row.moodChange7d).toBeCloseTo(last.mood! - before(7).mood!, 2);
      expect(row.freshness).toEqual({ live: false, asOf: last.date });
    }
  });

  it.each(['mood', 'change7d', 'price', 'headlines24h', 'name'] as const)('sorts by %s both ways, empty values last', async (sort) => {
    for (const dir of ['asc', 'desc'] as const) {
      const { rows, sort: answered } = await page(`?sort=${sort}&dir=${dir}&limit=200`);
      expect(answered).toBe(sort);
      const values = rows.map((r) => (sort === 'name' ? r.name.toLowerCase() : r[sort]));
      const present = values.filter((v) => v !== null);
      expect(values.slice(present.length).every((v) => v === null)).toBe(true);
      const ordered = [...present].sort((a, b) => (a! < b! ? -1 : a! > b! ? 1 : 0));
      expect(present).toEqual(dir === 'asc' ? ordered : ordered.reverse());
    }
  });

  it('filters by kind and by text in the symbol or the name', async () => {
    const stocks = await page('?kind=stock&limit=200');
    expect(stocks.rows.length).toBeGreaterThan(0);
    expect(stocks.rows.every((r) => r.kind === 'stock')).toBe(true);
    expect(stocks.total).toBe(stocks.rows.length);
    const coins = await page('?q=COIN&limit=200');
    expect(coins.rows.map((r) => r.symbol).sort()).toEqual(['BTC', 'DOGE']);
    const none = await page('?q=coin&kind=stock');
    expect(none).toMatchObject({ total: 0, rows: [] });
  });

  it('pages: the pages put together are the whole sorted list', async () => {
    const whole = await page('?sort=mood&dir=desc&limit=200');
    const first = await page('?sort=mood&dir=desc&limit=5');
    const second = await page('?sort=mood&dir=desc&limit=5&offset=5');
    expect(first.total).toBe(whole.total);
    expect([...first.rows, ...second.rows]).toEqual(whole.rows.slice(0, 10));
    expect((await page('?offset=1000')).rows).toEqual([]);
  });

  it('a member whose plan opens fewer assets gets only those', async () => {
    const answer = await page('?limit=200', free);
    expect(answer.rows.map((r) => r.id).sort()).toEqual([...freeAssets].sort());
    expect(answer.total).toBe(freeAssets.length);
    expect(freeAssets.length).toBeLessThan(proAssets.length);
  });

  it('answers an API key with the read scope as its member, the CSV too', async () => {
    const made = await api.request('POST', '/v1/user/api-keys', { token: free, body: { name: 'Screener', scopes: ['read'] } });
    expect(made.status).toBe(201);
    const secret = made.body.data.secret as string;
    const byKey = await api.request<{ data: MarketsPage }>('GET', '/v1/markets?limit=200', { token: secret });
    expect(byKey.status).toBe(200);
    expect(byKey.body.data.rows.map((r) => r.id).sort()).toEqual([...freeAssets].sort());
    const csv = await api.request('GET', '/v1/markets.csv', { token: secret });
    expect(csv.status).toBe(200);
    expect(csv.text.trim().split('\r\n')).toHaveLength(freeAssets.length + 1);
  });

  it('refuses a caller without a session and bad parameters with a clear 400', async () => {
    expect((await api.request('GET', '/v1/markets')).status).toBe(401);
    expect((await api.request('GET', '/v1/markets.csv')).status).toBe(401);
    for (const [query, words] of [
      ['?limit=0', /limit/],
      ['?limit=201', /limit/],
      ['?limit=ten', /limit/],
      ['?offset=-1', /offset/],
      ['?sort=volume', /sort/],
      ['?dir=up', /dir/],
      ['?kind=bond', /kind/],
      [`?q=${'x'.repeat(65)}`, /q/],
    ] as const) {
      const res = await api.request<{ success: boolean; message: string }>('GET', `/v1/markets${query}`, { token: pro });
      expect({ query, status: res.status, success: res.body.success }).toEqual({ query, status: 400, success: false });
      expect(res.body.message).toMatch(words);
    }
  });

  it('downloads the same rows as CSV, sorted and filtered as asked', async () => {
    const json = await page('?sort=change7d&dir=asc&kind=crypto&limit=200');
    const res = await api.request('GET', '/v1/markets.csv?sort=change7d&dir=asc&kind=crypto', { token: pro });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="sentiscope-markets\.csv"/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('Symbol,Name,Kind,Price,Change 1d,Change 7d,Change 30d,Mood,Mood change 7d,Signal,Headlines 24h,Last day,Live');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(json.rows.map((r) => r.symbol));
    const btc = json.rows.find((r) => r.id === 'btc')!;
    const cells = lines.find((l) => l.startsWith('BTC,'))!.split(',');
    expect(cells.slice(3, 7).map((c) => (c === '' ? null : Number(c)))).toEqual([btc.price, btc.change1d, btc.change7d, btc.change30d]);
  });
});

describe('the markets CSV', () => {
  const row = (over: Partial<MarketRow>): MarketRow => ({
    id: 'x',
    symbol: 'X',
    name: 'X',
    kind: 'stock',
    price: 1,
    change1d: -0.05,
    change7d: null,
    change30d: 0.1,
    mood: 40,
    moodChange7d: -3.5,
    signal: 'bearish',
    headlines24h: 0,
    lastDay: '2024-01-02',
    freshness: { live: false, asOf: '2024-01-02' },
    ...over,
  });

  it('writes cells a spreadsheet would run as formulas with a leading quote, and negative numbers as numbers', () => {
    const csv = marketsCsv([row({ symbol: '=HYPERLINK("http://evil")', name: '+1 Corp' }), row({ symbol: '-2', name: '@SUM(A1)' })]);
    const [, first, second] = csv.trim().split('\r\n');
    expect(first).toBe(`"'=HYPERLINK(""http://evil"")",'+1 Corp,stock,1,-0.05,,0.1,40,-3.5,bearish,0,2024-01-02,no`);
    expect(second.startsWith(`'-2,'@SUM(A1),stock,1,-0.05,`)).toBe(true);
  });

  it('quotes a cell holding a comma, a quote or a line break, and ends each line with CRLF', () => {
    const csv = marketsCsv([row({ name: 'Apple, "Inc"\nUS' })]);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe('X,"Apple, ""Inc""\nUS",stock,1,-0.05,,0.1,40,-3.5,bearish,0,2024-01-02,no');
  });
});
