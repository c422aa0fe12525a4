// The preview of a fixed price level on the stored hours, over HTTP on the real database: a known year of days for
// Solana and a day of stored hours at its end. A level the days never pass but an hour does would have fired once,
// saying the hour it closed; the days before the first stored hour still count; other kinds replay the days alone.
import { storeHourlyCandles } from '../../src/prices/data/hourly';
import { replaceSnapshots } from '../../src/history/data/snapshots';
import type { SnapshotRow } from '../../src/history/data/tables';
import { alertsWorld, memberOn, storedDays, type AlertsWorld, type Member } from './support';

let world: AlertsWorld;
let pro: Member;
let last: string;
const DAYS = 400;
const HOUR = 3_600_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Closes between 75 and 125 that swing, one per day up to `last`. */
const closes = () => Array.from({ length: DAYS }, (_, i) => ({ date: shift(last, i - DAYS + 1), close: Math.round((100 + 20 * Math.sin(i / 15) + 5 * Math.sin(i / 3)) * 100) / 100 }));
/** The hours of `last`: 90 all day, but 131 from 10:00 to 11:00 and 132 from 15:00 to 16:00, and 69 from 20:00 to 21:00. */
const hourClose = (h: number) => (h === 10 ? 131 : h === 15 ? 132 : h === 20 ? 69 : 90);

beforeAll(async () => {
  world = await alertsWorld();
  pro = await memberOn(world.api, 'Pro');
  last = (await storedDays(world.api, pro.token, 'btc')).at(-1)!.date;
  const rows: SnapshotRow[] = closes().map((d) => ({
    asset_id: 'sol', date: d.date, close: d.close, mood: 50, band: 'neutral', momentum: null, strength: null, trend: null, volatility: null,
    sentiment: null, signal: 'neutral', headline_count: 3, headline_mean: 0, headline_z: 0,
  }));
  await world.api.db.k.transaction().execute((trx) => replaceSnapshots(trx, 'sol', rows, rows[0].date));
  const dayStart = Date.parse(`${last}T00:00:00Z`);
  const hours = Array.from({ length: 24 }, (_, h) => ({ time: dayStart + h * HOUR, open: 90, high: hourClose(h), low: hourClose(h), close: hourClose(h), volume: 10 }));
  await storeHourlyCandles(world.api.db.k, 'sol', hours, 'test', Date.now());
}, 120_000);
afterAll(() => world.close());

type Preview = { count: number; firings: Array<{ date: string; at: string | null; message: string; crossing: Record<string, unknown> }> };
const preview = async (body: Record<string, unknown>): Promise<Preview> => {
  const answer = await world.api.request('POST', '/v1/alerts/preview', { token: pro.token, body: { assetId: 'sol', channels: ['in-app'], ...body } });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

test('a level only an hour passed would have fired once, at the hour it closed, the cooldown keeping the second', async () => {
  expect(Math.max(...closes().map((d) => d.close))).toBeLessThan(130);
  const above = await preview({ kind: 'price-above', level: 130 });
  expect(above.count).toBe(1);
  expect(above.firings[0]).toMatchObject({ date: last, at: `${last}T11:00:00.000Z`, crossing: { measure: 'price', from: 90, to: 131, threshold: 130 } });
  expect(above.firings[0].message).toBe(`Solana traded at $131 at 11:00 UTC on ${last}, above $130 (the price before: $90).`);
  const below = await preview({ kind: 'price-below', level: 70 });
  expect(below.firings).toEqual([expect.objectContaining({ date: last, at: `${last}T21:00:00.000Z`, crossing: expect.objectContaining({ to: 69, threshold: 70 }) })]);
});

test('the days before the first stored hour are replayed as days', async () => {
  const days = closes();
  const year = days.slice(-365);
  // Each day of the year before the hours' day on which the close went from at or under 110 to over it.
  const expected = year.flatMap((d, i) => {
    const before = i === 0 ? days[days.length - 366] : year[i - 1];
    return d.date < last && before.close <= 110 && d.close > 110 ? [d.date] : [];
  });
  expect(expected.length).toBeGreaterThan(3);
  const answer = await preview({ kind: 'price-above', level: 110 });
  // The hours all close under 110 but for two, which pass it within the cooldown of one another: one more firing.
  expect(answer.firings.map((f) => f.date)).toEqual([...expected, last]);
  expect(answer.firings.slice(0, -1).every((f) => f.at === null && f.crossing.measure === 'close')).toBe(true);
  expect(answer.firings.at(-1)).toMatchObject({ at: `${last}T11:00:00.000Z` });
});
