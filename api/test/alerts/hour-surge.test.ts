// Headline surges counted per hour, on the real database: a month of Solana headlines, two every hour, then ten in
// the last closed hour. The hourly run's check fires the alert once, saying the hour; a second check of the same
// hours fires nothing more; the preview replays the same rule on the stored hours, and the closed days never fire it.
// The same hourly run judges the alerts on a day closed since the last evaluation (a mood level here).
import { storeHeadlines } from '../../src/news/data/headlines';
import { scoreTitle } from '../../src/news/service/headline-items';
import { MODEL_VERSION } from '../../src/analysis/model/model';
import { isoDay, shiftDay } from '../../src/platform/days';
import { replaceSnapshots } from '../../src/history/data/snapshots';
import { startApi, type TestApi } from '../helpers';
import { alertsEngineOf, memberOn, type Member } from './support';

const HOUR = 3_600_000;
let api: TestApi;
let pro: Member;
// Ten minutes into an hour: the hour before has closed.
const now = Math.floor(Date.now() / HOUR) * HOUR + 10 * 60_000;
const lastHour = Math.floor(now / HOUR) * HOUR - HOUR;

const headline = (at: number, n: number) => {
  const title = `Solana network update ${n} ${at}`;
  return { link_key: null, title_key: `${isoDay(at)}|${title.toLowerCase()}`, source: 'news.example', published_at: at, day: isoDay(at), title, link: null, assets: ' sol ', ...scoreTitle(title, MODEL_VERSION) };
};

beforeAll(async () => {
  api = await startApi({ clockStart: now });
  pro = await memberOn(api, 'Pro');
  // Two headlines an hour for the 31 days before the last closed hour; ten in it.
  const background = Array.from({ length: 31 * 24 * 2 }, (_, i) => headline(lastHour - (Math.floor(i / 2) + 1) * HOUR + (i % 2) * 60_000, i));
  const surge = Array.from({ length: 10 }, (_, i) => headline(lastHour + i * 60_000, 10_000 + i));
  await storeHeadlines(api.db.k, [...background, ...surge], now, 1);
}, 60_000);
afterAll(() => api?.close());

const call = (method: string, path: string, body?: unknown) => api.request(method, path, { token: pro.token, body });

test("an hour's headlines past K times their hourly mean fire once on the hourly run, saying the hour", async () => {
  const made = await call('POST', '/v1/alerts', { assetId: 'sol', kind: 'headline-surge', params: { factor: 3, period: 'hour' }, channels: ['in-app'] });
  expect(made.status).toBe(201);
  expect(made.body.data.rule).toBe('Solana headlines of an hour exceed 3 times their hourly mean over 30 days');
  // The closed days do not fire an hour's surge.
  expect((await alertsEngineOf(api).afterIngestion()).fired).toBe(0);

  const engine = alertsEngineOf(api);
  expect((await engine.afterHourly()).fired).toBe(1);
  const closedAt = new Date(lastHour + HOUR).toISOString();
  const [firing] = (await call('GET', `/v1/alerts/${made.body.data.id}/firings`)).body.data.firings;
  expect(firing).toMatchObject({ date: isoDay(lastHour), at: closedAt, crossing: { measure: 'headline-count', from: 2, to: 10, threshold: 6, window: 30, base: 2, period: 'hour' } });
  expect(firing.message).toBe(`Solana had 10 headlines in the hour to ${closedAt.slice(11, 16)} UTC on ${isoDay(lastHour)}, 5 times the hourly mean of 2 over the 30 days before (your level: more than 6; the hour before: 2).`);
  const bell = (await call('GET', '/v1/notifications')).body.data.notifications;
  expect(bell[0]).toMatchObject({ at: closedAt, message: firing.message });

  // The next run looks at the same hours again: nothing fires twice.
  expect((await alertsEngineOf(api).afterHourly()).fired).toBe(0);

  const preview = await call('POST', '/v1/alerts/preview', { assetId: 'sol', kind: 'headline-surge', params: { factor: 3, period: 'hour' }, channels: ['in-app'] });
  expect(preview.status).toBe(200);
  // The year's hours: the second hour of the month's headlines (against a mean of almost none), and the last one.
  expect(preview.body.data.count).toBe(2);
  expect(preview.body.data.firings[0]).toMatchObject({ at: new Date(lastHour - 31 * 24 * HOUR + 2 * HOUR).toISOString() });
  expect(preview.body.data.firings[1]).toMatchObject({ at: closedAt, message: firing.message });
});

test('the hourly run also judges the alerts on a day closed since the last evaluation', async () => {
  // Forty stored days of Ethereum, the mood at 50 until the last closed day, which ends at 70.
  const yesterday = isoDay(now - 86_400_000);
  const rows = Array.from({ length: 40 }, (_, i) => ({
    asset_id: 'eth', date: shiftDay(yesterday, i - 39), close: 3000, mood: i === 39 ? 70 : 50, band: 'neutral', momentum: null, strength: null, trend: null,
    volatility: null, sentiment: null, signal: 'neutral', headline_count: 3, headline_mean: 0, headline_z: 0,
  }));
  await api.db.k.transaction().execute((trx) => replaceSnapshots(trx, 'eth', rows, rows[0].date));
  const made = await call('POST', '/v1/alerts', { assetId: 'eth', kind: 'mood-level', level: 60, channels: ['in-app'] });
  expect(made.status).toBe(201);
  expect((await alertsEngineOf(api).afterHourly()).fired).toBe(1);
  const [firing] = (await call('GET', `/v1/alerts/${made.body.data.id}/firings`)).body.data.firings;
  expect(firing).toMatchObject({ date: yesterday, at: null, crossing: { measure: 'mood', from: 50, to: 70, threshold: 60 } });
  expect((await alertsEngineOf(api).afterHourly()).fired).toBe(0);
});
