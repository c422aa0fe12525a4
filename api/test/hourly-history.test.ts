// GET /v1/stock/history/{id}?interval=1h over real HTTP on the real database, after hourly and daily runs against fake
// price providers and a fake news feed on loopback: per closed hour the headlines naming the asset, their mean score
// (the scores a day's headlines answer), the count's z-score against the 168 hours before it, and the close the
// candles route answers; the plan gate, clear refusals, the daily history as the default, and a new hour answered
// once it closed and a run stored it.
import { loadMarketConfig } from '../src/prices/service/config';
import { upgradeFirstMemberToPro } from './real-data-api';
import { adminToken, createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';
import { startFakeProviders, type FakeProviders } from './support/fake-providers';
import { startFakeSources, type FakeSources } from './support/fake-sources';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let providers: FakeProviders;
let feeds: FakeSources;
let api: TestApi;
let admin: string;
let member: string;
let free: string;

type Hourly = { id: string; interval: string; t: number[]; count: number[]; mean: (number | null)[]; z: (number | null)[]; close: (number | null)[] };

// The hour whose headlines the tests read: it closed three hours before the API's clock starts.
const startAt = Date.now();
const busyHour = Math.floor(startAt / HOUR) * HOUR - 3 * HOUR;
/** Hours of the week before the busy hour with one Bitcoin headline each (12 of them: enough for a z-score). */
const quietHours = Array.from({ length: 12 }, (_, i) => busyHour - (5 + i * 13) * HOUR);
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  let started: TestApi | undefined;
  const now = () => started?.clock.now() ?? startAt;
  providers = await startFakeProviders({ days: 20, now });
  feeds = await startFakeSources({ days: 20, now });
  quietHours.forEach((hour, i) => feeds.addHeadline({ title: `Bitcoin holds steady in quiet trade, session ${i + 1}`, link: `https://fake.example/quiet-${i}`, publishedAt: iso(hour + 20 * 60_000) }));
  ['Bitcoin jumps as record ETF inflows lift the market', 'Bitcoin rally extends as buyers return', 'Bitcoin slides after exchange outage spooks traders', 'Bitcoin steady as volumes rise'].forEach((title, i) =>
    feeds.addHeadline({ title, link: `https://fake.example/busy-${i}`, publishedAt: iso(busyHour + (5 + i * 10) * 60_000) }),
  );
  feeds.addHeadline({ title: 'Ethereum upgrade goes live on schedule', link: 'https://fake.example/eth-1', publishedAt: iso(busyHour + 30 * 60_000) });
  const market = loadMarketConfig({ ...providers.env, NEWS_RSS_FEEDS: feeds.env.NEWS_RSS_FEEDS, SENTISCOPE_OFFLINE: '1', INGEST_RETRIES: '0', INGEST_BACKOFF_MS: '10', INGEST_TIMEOUT_MS: '3000' });
  api = started = await startApi({ config: { market }, clockStart: startAt });
  admin = await adminToken(api);
  const user = await createVerifiedUser(api);
  member = await loginToken(api, user.email, user.password);
  await upgradeFirstMemberToPro(api);
  const other = await createVerifiedUser(api);
  free = await loginToken(api, other.email, other.password);
  expect((await api.request('POST', '/v1/admin/jobs/hourly/run', { token: admin })).status).toBe(200);
  expect((await api.request('POST', '/v1/admin/jobs/ingest/run', { token: admin })).status).toBe(200);
});
afterAll(async () => {
  await api.close();
  await providers.close();
  await feeds.close();
});

async function read<T>(path: string, token = member): Promise<T> {
  const answer = await api.request('GET', path, { token });
  expect(answer.status).toBe(200);
  return answer.body.data as T;
}
const hourly = (id: string, query = '') => read<Hourly>(`/v1/stock/history/${id}?interval=1h${query}`);
const day = (ms: number) => iso(ms).slice(0, 10);
const at = (h: Hourly, hour: number) => h.t.indexOf(hour / 1000);

it('answers per closed hour the headlines naming the asset, their mean score and the close of that hour', async () => {
  const hours = await hourly('btc');
  expect(hours).toMatchObject({ id: 'btc', interval: '1h' });
  for (const k of ['count', 'mean', 'z', 'close'] as const) expect(hours[k]).toHaveLength(hours.t.length);
  const open = Math.floor(api.clock.now() / HOUR) * HOUR;
  // The last closed hour is the one before the hour open now; crypto has a candle every hour, oldest first.
  expect(hours.t.at(-1)).toBe((open - HOUR) / 1000);
  expect(hours.t.every((t, i) => i === 0 || t - hours.t[i - 1] === 3600)).toBe(true);

  const i = at(hours, busyHour);
  expect(hours.count[i]).toBe(4);
  // The mean is that of the scores the day's headlines answer for the four headlines of the hour.
  const listed = await read<{ headlines: { title: string; score: number }[] }>(`/v1/stock/headlines/btc?day=${day(busyHour)}&scope=asset&limit=50`);
  const scores = listed.headlines.filter((h) => /^Bitcoin (jumps|rally|slides|steady as)/.test(h.title)).map((h) => h.score);
  expect(scores).toHaveLength(4);
  expect(hours.mean[i]).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / 4, 3);
  // Ethereum's headline is not Bitcoin's; an hour without headlines has no mean.
  const eth = await hourly('eth');
  expect(eth.count[at(eth, busyHour)]).toBe(1);
  expect(hours.mean[i + 1]).toBeNull();

  const candles = await read<{ t: number[]; c: number[] }>('/v1/stock/candles/btc?interval=1h');
  expect(hours.close).toEqual(hours.t.map((t) => candles.c[candles.t.indexOf(t)]));
});

it("gives the hour's count as a z-score against the 168 hours before it, each hour without headlines counted as 0", async () => {
  const hours = await hourly('btc');
  const trailing = Array.from({ length: 168 }, (_, k) => busyHour - (168 - k) * HOUR).map((h): number => (quietHours.includes(h) ? 1 : 0));
  const mean = trailing.reduce((a, b) => a + b, 0) / 168;
  const sd = Math.sqrt(trailing.reduce((a, c) => a + (c - mean) ** 2, 0) / 167);
  expect(hours.z[at(hours, busyHour)]).toBeCloseTo((4 - mean) / sd, 2);
  // A quiet hour right after it: its week holds the busy hour too, and it sits below the mean.
  expect(hours.z[at(hours, busyHour + HOUR)]).toBeLessThan(0);
  // Before the twelfth headline hour of a week there is too little to compare with.
  expect(hours.z[at(hours, quietHours[11] + HOUR)]).toBeNull();
});

it("gives a stock's hours its market's closes at the hour they open in, and its other hours no close", async () => {
  const from = day(api.clock.now() - 6 * DAY);
  const hours = await hourly('aapl', `&startDate=${from}`);
  const candles = await read<{ t: number[]; c: number[] }>(`/v1/stock/candles/aapl?interval=1h&startDate=${from}`);
  expect(candles.t.length).toBeGreaterThan(0);
  expect(candles.t.every((t) => t % 3600 === 1800)).toBe(true);
  expect(hours.t.filter((_, i) => hours.close[i] !== null)).toEqual(candles.t.map((t) => t - 1800));
  expect(hours.close.filter((c) => c !== null)).toEqual(candles.c);
});

it('keeps the daily history as the default interval and refuses what it cannot answer', async () => {
  const daily = await read<{ days: { date: string }[] }>(`/v1/stock/history/btc?startDate=${day(api.clock.now() - 5 * DAY)}&endDate=${day(api.clock.now() - DAY)}`);
  expect(daily.days.map((d) => d.date)).toHaveLength(5);
  expect((await read<{ days: unknown[] }>(`/v1/stock/history/btc?interval=1d&startDate=${day(api.clock.now() - 5 * DAY)}`)).days.length).toBeGreaterThan(0);
  const locked = await api.request('GET', '/v1/stock/history/sol?interval=1h', { token: free });
  expect(locked.status).toBe(403);
  const bad = await api.request('GET', '/v1/stock/history/btc?interval=5m', { token: member });
  expect(bad.status).toBe(400);
  expect(bad.body.message).toContain('interval must be one of 1h, 1d');
  const long = await api.request('GET', `/v1/stock/history/btc?interval=1h&startDate=${day(api.clock.now() - 200 * DAY)}`, { token: member });
  expect(long.status).toBe(400);
  expect(long.body.message).toContain('at most 92 days');
  expect((await api.request('GET', '/v1/stock/history/btc?interval=1h&endDate=2024-02-31', { token: member })).status).toBe(400);
});

it('answers the next hour once it closed and a run stored it (the stored body is not served stale)', async () => {
  const before = await hourly('btc');
  api.clock.advance(HOUR);
  expect((await api.request('POST', '/v1/admin/jobs/hourly/run', { token: admin })).status).toBe(200);
  const after = await hourly('btc');
  expect(after.t.at(-1)).toBe((before.t.at(-1) as number) + 3600);
  expect(after.close.at(-1)).not.toBeNull();
});
