// GET /v1/stock/history/:id.csv over HTTP on the real database after an ingestion from fake sources on loopback:
// the stored history as CSV, plan-gated, with a session or a read key, and text cells escaped against formulas.
import { parse } from 'csv-parse/sync';
import type { StockHistory } from '@sentiscope/shared/contract';
import { escapeCell } from '../src/history/service/csv';
import { historyCsv } from '../src/history/service/history-csv';
import { alertsWorld, memberOn, type AlertsWorld, type Member } from './alerts/support';

let world: AlertsWorld;
let pro: Member;
let free: Member;
beforeAll(async () => {
  world = await alertsWorld();
  pro = await memberOn(world.api, 'Pro');
  free = await memberOn(world.api, 'Free');
}, 120_000);
afterAll(() => world.close());

test('answers one CSV row per stored day, the same figures as the JSON history, with a session or a read key', async () => {
  const json = await world.api.request('GET', '/v1/stock/history/btc', { token: pro.token });
  const days: StockHistory['days'] = json.body.data.days;
  expect(days.length).toBeGreaterThan(300);
  const answer = await world.api.request('GET', '/v1/stock/history/btc.csv', { token: pro.token });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(answer.headers.get('content-disposition')).toBe('attachment; filename="sentiscope-btc-history.csv"');
  const rows: string[][] = parse(answer.text);
  expect(rows[0]).toEqual(['date', 'close', 'mood', 'band', 'signal', 'momentum_score', 'strength_score', 'trend_score', 'volatility_score', 'sentiment_score', 'headlines', 'headline_mean', 'headline_z']);
  expect(rows.length - 1).toBe(days.length);
  const last = days[days.length - 1];
  const lastRow = rows[rows.length - 1];
  expect(lastRow.slice(0, 5)).toEqual([last.date, String(last.close), last.mood === null ? '' : String(last.mood), last.band ?? '', last.signal]);
  expect(lastRow[10]).toBe(String(last.headlines.count));

  const key = await world.api.request('POST', '/v1/user/api-keys', { token: pro.token, body: { name: 'Sheet', scopes: ['read'] } });
  const byKey = await world.api.request('GET', '/v1/stock/history/btc.csv', { token: key.body.data.secret });
  expect(byKey.status).toBe(200);
  expect(byKey.text).toBe(answer.text);
  expect(byKey.headers.get('ratelimit-policy')).toBe('"daily";q=50000;w=86400');

  const ranged = parse((await world.api.request('GET', `/v1/stock/history/btc.csv?startDate=${days[10].date}&endDate=${days[12].date}`, { token: pro.token })).text);
  expect(ranged.slice(1).map((r: string[]) => r[0])).toEqual([days[10].date, days[11].date, days[12].date]);
});

test('is plan-gated and says what is wrong with a request', async () => {
  expect((await world.api.request('GET', '/v1/stock/history/sol.csv', { token: free.token })).status).toBe(403);
  expect((await world.api.request('GET', '/v1/stock/history/nothing.csv', { token: pro.token })).status).toBe(404);
  expect((await world.api.request('GET', '/v1/stock/history/btc.csv')).status).toBe(401);
  const bad = await world.api.request('GET', '/v1/stock/history/btc.csv?startDate=yesterday', { token: pro.token });
  expect(bad.status).toBe(400);
  expect(bad.body.success).toBe(false);
});

test('a text cell a spreadsheet would run as a formula is escaped; numbers, negative ones too, stay numbers', () => {
  for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) expect(escapeCell(text)).toBe(`'${text}`);
  expect(escapeCell('bullish')).toBe('bullish');
  const crafted = {
    id: 'btc',
    days: [
      {
        date: '2026-01-01',
        close: -1.5,
        mood: 40,
        band: '=HYPERLINK("http://evil.example","x")',
        components: { momentum: -3, strength: null, trend: 1, volatility: 2, sentiment: 3 },
        signal: '@cmd',
        headlines: { count: 2, mean: -0.25, z: null },
      },
    ],
  } as unknown as StockHistory;
  const [, row] = parse(historyCsv(crafted)) as string[][];
  expect(row).toEqual(['2026-01-01', '-1.5', '40', `'=HYPERLINK("http://evil.example","x")`, "'@cmd", '-3', '', '1', '2', '3', '2', '-0.25', '']);
});
