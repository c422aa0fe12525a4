// GET /v1/stock/candles/{id} over real HTTP on the real database, after hourly and daily runs against fake Binance and
// Yahoo on loopback: the stored hours as they are, four-hour candles built from them in UTC buckets, the stored days,
// the plan gate, clear refusals of a bad interval or range, and the next hour answered once a run stored it.
import { loadMarketConfig } from '../src/prices/service/config';
import { adminToken, createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';
import { startFakeProviders, type FakeProviders } from './support/fake-providers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let fake: FakeProviders;
let api: TestApi;
let admin: string;
let member: string;

type Candles = { id: string; interval: string; t: number[]; o: number[]; h: number[]; l: number[]; c: number[]; v: number[] };

beforeAll(async () => {
  const startAt = Date.now();
  let started: TestApi | undefined;
  fake = await startFakeProviders({ days: 20, now: () => started?.clock.now() ?? startAt });
  const market = loadMarketConfig({ ...fake.env, SENTISCOPE_OFFLINE: '1', INGEST_RETRIES: '0', INGEST_BACKOFF_MS: '10', INGEST_TIMEOUT_MS: '3000' });
  api = started = await startApi({ config: { market }, clockStart: startAt });
  admin = await adminToken(api);
  const user = await createVerifiedUser(api);
  member = await loginToken(api, user.email, user.password);
  expect((await api.request('POST', '/v1/admin/jobs/hourly/run', { token: admin })).status).toBe(200);
  expect((await api.request('POST', '/v1/admin/jobs/ingest/run', { token: admin })).status).toBe(200);
});
afterAll(async () => {
  await api.close();
  await fake.close();
});

const candles = async (query: string, token = member) => {
  const answer = await api.request('GET', `/v1/stock/candles/${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.body.data as Candles;
};
const day = (offset: number) => new Date(api.clock.now() + offset * DAY).toISOString().slice(0, 10);
const closedEnd = () => Math.floor(api.clock.now() / HOUR) * HOUR;

it('answers the stored closed hours of the last 7 days by default, oldest first', async () => {
  const hours = await candles('btc?interval=1h');
  expect(hours).toMatchObject({ id: 'btc', interval: '1h' });
  expect(hours.t.at(-1)).toBe((closedEnd() - HOUR) / 1000);
  expect(hours.t[0]).toBe(Date.parse(`${day(-6)}T00:00:00Z`) / 1000);
  expect(hours.t.length).toBe((closedEnd() - hours.t[0] * 1000) / HOUR);
  for (const k of ['o', 'h', 'l', 'c', 'v'] as const) expect(hours[k]).toHaveLength(hours.t.length);
  expect(hours.t.every((t, i) => i === 0 || t - hours.t[i - 1] === 3600)).toBe(true);
});

it('builds four-hour candles from the hours in UTC buckets: first open, highest high, lowest low, last close', async () => {
  const range = `startDate=${day(-3)}&endDate=${day(0)}`;
  const [hours, four] = [await candles(`btc?interval=1h&${range}`), await candles(`btc?interval=4h&${range}`)];
  expect(four.t.every((t) => t % (4 * 3600) === 0)).toBe(true);
  expect(four.t.length).toBe(Math.ceil(hours.t.length / 4));
  four.t.forEach((start, i) => {
    const inside = hours.t.flatMap((t, j) => (t >= start && t < start + 4 * 3600 ? [j] : []));
    expect(four.o[i]).toBe(hours.o[inside[0]]);
    expect(four.c[i]).toBe(hours.c[inside.at(-1) as number]);
    expect(four.h[i]).toBe(Math.max(...inside.map((j) => hours.h[j])));
    expect(four.l[i]).toBe(Math.min(...inside.map((j) => hours.l[j])));
  });
});

it('answers the stored days for 1d, each at its UTC midnight', async () => {
  const days = await candles(`btc?interval=1d&startDate=${day(-10)}&endDate=${day(-1)}`);
  expect(days.t).toEqual(Array.from({ length: 10 }, (_, i) => Date.parse(`${day(-10 + i)}T00:00:00Z`) / 1000));
});

it("refuses an asset the member's plan does not open, an unknown interval and a range too long for hours", async () => {
  const locked = await api.request('GET', '/v1/stock/candles/sol?interval=1h', { token: member });
  expect(locked.status).toBe(403);
  const bad = await api.request('GET', '/v1/stock/candles/btc?interval=5m', { token: member });
  expect(bad.status).toBe(400);
  expect(bad.body.message).toContain('interval must be one of 1h, 4h, 1d');
  const long = await api.request('GET', `/v1/stock/candles/btc?interval=1h&startDate=${day(-200)}`, { token: member });
  expect(long.status).toBe(400);
  expect(long.body.message).toContain('at most 92 days');
  expect((await api.request('GET', '/v1/stock/candles/btc?startDate=2024-02-31', { token: member })).status).toBe(400);
});

it('answers the next hour once a run stored it (the stored body is not served stale)', async () => {
  const before = await candles('btc?interval=1h');
  api.clock.advance(HOUR);
  expect((await api.request('POST', '/v1/admin/jobs/hourly/run', { token: admin })).status).toBe(200);
  const after = await candles('btc?interval=1h');
  expect(after.t.at(-1)).toBe((before.t.at(-1) as number) + 3600);
});
