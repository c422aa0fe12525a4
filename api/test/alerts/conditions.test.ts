// Conditions relative to an indicator and the watchlist as a target, over HTTP on the real database: creation with
// the form's messages, the preview counted on a known stored series (the expected days computed here), firings that
// say why in numbers, once per crossing, and an alert on the watchlist firing once per asset.
import { ALERT_MESSAGES, ALERT_WATCHLIST_TARGET, CONDITION_MESSAGES, formatAlertPrice, previewSummary } from '@sentiscope/shared/contract';
import { replaceSnapshots } from '../../src/history/data/snapshots';
import type { SnapshotRow } from '../../src/history/data/tables';
import { rsi } from '../../src/analysis/indicators';
import { alertsEngineOf, alertsWorld, memberOn, storedDays, type AlertsWorld, type Member } from './support';

let world: AlertsWorld;
let pro: Member;
let last: string;
const DAYS = 420;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Day = { date: string; close: number; mood: number; headlines: number };
/** A known series: closes and moods that swing, and a headline count with a burst every 37 days. */
const series = (offset: number): Day[] =>
  Array.from({ length: DAYS }, (_, i) => ({
    date: shift(last, i - DAYS + 1),
    close: Math.round((100 + 20 * Math.sin((i + offset) / 15) + 5 * Math.sin((i + offset) / 3)) * 100) / 100,
    mood: Math.round((50 + 30 * Math.sin((i + offset) / 10)) * 10) / 10,
    headlines: 4 + ((i + offset) % 5) + ((i + offset) % 37 === 0 ? 40 : 0),
  }));

const row = (assetId: string, d: Day): SnapshotRow => ({
  asset_id: assetId, date: d.date, close: d.close, mood: d.mood, band: 'neutral', momentum: null, strength: null, trend: null, volatility: null,
  sentiment: null, signal: 'neutral', headline_count: d.headlines, headline_mean: 0, headline_z: 0,
});
const store = (assetId: string, days: Day[]) => world.api.db.k.transaction().execute((trx) => replaceSnapshots(trx, assetId, days.map((d) => row(assetId, d)), days[0].date));

const sol = () => series(0);
const eth = () => series(11);

beforeAll(async () => {
  world = await alertsWorld();
  pro = await memberOn(world.api, 'Pro');
  last = (await storedDays(world.api, pro.token, 'btc')).at(-1)!.date;
  await store('sol', sol());
  await store('eth', eth());
}, 120_000);
afterAll(() => world.close());

const call = (method: string, path: string, body?: unknown) => world.api.request(method, path, { token: pro.token, body });
const preview = async (body: Record<string, unknown>) => {
  const answer = await call('POST', '/v1/alerts/preview', { channels: ['in-app'], ...body });
  expect(answer.status).toBe(200);
  return answer.body.data as { summary: string; count: number; firings: Array<{ date: string; assetId: string; message: string; crossing: Record<string, unknown> }> };
};

/** The days of the stored year (the last 365) on which `fires(i)` holds, with a cooldown of one day. */
const yearDays = (days: Day[], fires: (i: number) => boolean) => days.flatMap((d, i) => (i >= DAYS - 365 && fires(i) ? [d.date] : []));
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const sma = (days: Day[], i: number, n: number) => (i + 1 >= n ? mean(days.slice(i + 1 - n, i + 1).map((d) => d.close)) : null);

test('price crossing its 50- or 200-day average: the preview counts each crossing of the known year, with the numbers', async () => {
  const days = sol();
  for (const [window, direction] of [[50, 'above'], [200, 'below']] as const) {
    const expected = yearDays(days, (i) => {
      const [was, is] = [sma(days, i - 1, window), sma(days, i, window)];
      if (was === null || is === null) return false;
      return direction === 'above' ? days[i - 1].close <= was && days[i].close > is : days[i - 1].close >= was && days[i].close < is;
    });
    expect(expected.length).toBeGreaterThan(1);
    const answer = await preview({ assetId: 'sol', kind: 'price-sma', params: { window, direction } });
    expect(answer.firings.map((f) => f.date)).toEqual(expected);
    expect(answer.summary).toBe(previewSummary(expected.length));
  }
  const answer = await preview({ assetId: 'sol', kind: 'price-sma', params: { window: 50, direction: 'above' } });
  const i = days.findIndex((d) => d.date === answer.firings[0].date);
  expect(answer.firings[0].message).toBe(
    `Solana closed at ${formatAlertPrice(days[i].close)} on ${days[i].date}, above its 50-day average of ${formatAlertPrice(sma(days, i, 50)!)} (the day before: ${formatAlertPrice(days[i - 1].close)} against ${formatAlertPrice(sma(days, i - 1, 50)!)}).`,
  );
});

test('RSI entering or leaving a band, and the mood changing by N points in N days, counted on the known year', async () => {
  const days = sol();
  const rsis = rsi(days.map((d) => d.close), 14);
  const inside = (v: number | null) => v !== null && v >= 40 && v <= 60;
  const enters = yearDays(days, (i) => rsis[i - 1] !== null && rsis[i] !== null && !inside(rsis[i - 1]) && inside(rsis[i]));
  expect(enters.length).toBeGreaterThan(1);
  const band = await preview({ assetId: 'sol', kind: 'rsi-band', params: { low: 40, high: 60, direction: 'enters' } });
  expect(band.firings.map((f) => f.date)).toEqual(enters);
  expect(band.firings[0].message).toMatch(/^Solana RSI entered 40-60 on \d{4}-\d{2}-\d{2}, (rising above 40|falling below 60): [\d.]+ to [\d.]+\.$/);

  const change = (i: number) => days[i].mood - days[i - 5].mood;
  const falls = yearDays(days, (i) => change(i) <= -12 && change(i - 1) > -12);
  expect(falls.length).toBeGreaterThan(1);
  const mood = await preview({ assetId: 'sol', kind: 'mood-change', params: { points: 12, window: 5, direction: 'down' } });
  expect(mood.firings.map((f) => f.date)).toEqual(falls);
  const i = days.findIndex((d) => d.date === falls[0]);
  const num = (v: number) => (Math.round(v * 10) / 10).toString();
  expect(mood.firings[0].message).toBe(
    `Solana mood fell ${num(-change(i))} points in 5 days to ${days[i].date}: from ${num(days[i - 5].mood)} on ${days[i - 5].date} to ${num(days[i].mood)} (your change: 12 points).`,
  );
  // Either way counts the rises too.
  const either = await preview({ assetId: 'sol', kind: 'mood-change', params: { points: 12, window: 5, direction: 'either' } });
  expect(either.count).toBe(yearDays(days, (i) => Math.abs(change(i)) >= 12 && Math.abs(change(i - 1)) < 12).length);
  expect(either.count).toBeGreaterThan(falls.length);
});

test("the day's headline count over K times its 30-day mean, counted on the known year", async () => {
  const days = sol();
  const over = (i: number) => days[i].headlines > 3 * mean(days.slice(i - 30, i).map((d) => d.headlines));
  const expected = yearDays(days, (i) => over(i) && !over(i - 1));
  expect(expected.length).toBeGreaterThan(5);
  const answer = await preview({ assetId: 'sol', kind: 'headline-surge', params: { factor: 3, period: 'day' } });
  expect(answer.firings.map((f) => f.date)).toEqual(expected);
  const i = days.findIndex((d) => d.date === expected[0]);
  const m = mean(days.slice(i - 30, i).map((d) => d.headlines));
  expect(answer.firings[0].crossing).toMatchObject({ measure: 'headline-count', to: days[i].headlines, base: m, threshold: 3 * m, window: 30 });
  expect(answer.firings[0].message).toContain(`Solana had ${days[i].headlines} headlines on ${days[i].date}`);
});

test.each([
  [{ kind: 'price-sma', params: { window: 20, direction: 'above' } }, CONDITION_MESSAGES.smaWindow],
  [{ kind: 'price-sma', params: { window: 50, direction: 'up' } }, CONDITION_MESSAGES.direction('price-sma')],
  [{ kind: 'price-sma' }, CONDITION_MESSAGES.paramsRequired('price-sma')],
  [{ kind: 'rsi-band', params: { low: 70, high: 30, direction: 'leaves' } }, CONDITION_MESSAGES.rsiBand],
  [{ kind: 'mood-change', params: { points: 0, window: 5, direction: 'up' } }, CONDITION_MESSAGES.moodPoints],
  [{ kind: 'mood-change', params: { points: 10, window: 45, direction: 'up' } }, CONDITION_MESSAGES.moodDays],
  [{ kind: 'headline-surge', params: { factor: 1, period: 'day' } }, CONDITION_MESSAGES.surgeFactor],
  [{ kind: 'headline-surge', params: { factor: 3, period: 'day', window: 5 } }, CONDITION_MESSAGES.paramNotUsed('window', 'headline-surge')],
  [{ kind: 'rsi', params: { low: 30 } }, CONDITION_MESSAGES.paramsNotUsed('rsi')],
  [{ assetId: ALERT_WATCHLIST_TARGET, kind: 'price-above', level: 10 }, CONDITION_MESSAGES.watchlistKind],
])('a bad condition %j is refused with its message', async (fields, message) => {
  const answer = await call('POST', '/v1/alerts', { assetId: 'sol', channels: ['in-app'], ...fields });
  expect(answer.status).toBe(400);
  expect(answer.body.message).toBe(message);
});

test('a body whose params are not an object of known fields is refused with a 400, never a 500', async () => {
  for (const params of ['up', [1], { window: 'fifty' }, { colour: 'red' }]) {
    const answer = await call('POST', '/v1/alerts', { assetId: 'sol', kind: 'price-sma', params, channels: ['in-app'] });
    expect(answer.status).toBe(400);
  }
});

/** Adds the next closed day to an asset's stored days and evaluates as after an ingestion run. */
async function nextDay(assetId: string, day: Omit<Day, 'date'>): Promise<string> {
  const date = shift(last, 1);
  await store(assetId, [{ date, ...day }]);
  return date;
}

test('an alert fires once per crossing and its firing says why in numbers', async () => {
  const created = await call('POST', '/v1/alerts', { assetId: 'sol', kind: 'price-sma', params: { window: 50, direction: 'above' }, channels: ['in-app'] });
  expect(created.status).toBe(201);
  expect(created.body.data).toMatchObject({ rule: 'Solana price crosses above its 50-day average', params: { window: 50, direction: 'above' }, level: null });
  const days = sol();
  // The stored last day is below its average; the next closes far above it.
  const below = [...days.slice(0, -1), { ...days[DAYS - 1], close: 50 }];
  await store('sol', below);
  await world.api.db.k.updateTable('alert_evaluations' as never).set({ last_day: last } as never).execute();
  const date = await nextDay('sol', { close: 500, mood: 50, headlines: 5 });
  const engine = alertsEngineOf(world.api);
  expect((await engine.afterIngestion()).fired).toBeGreaterThanOrEqual(1);
  const firings = (await call('GET', `/v1/alerts/${created.body.data.id}/firings`)).body.data.firings;
  expect(firings).toHaveLength(1);
  const closes = [...below.map((d) => d.close), 500];
  const average = (end: number) => mean(closes.slice(end - 50, end));
  expect(firings[0]).toMatchObject({ date, assetId: 'sol', crossing: { measure: 'close-sma', from: 50, to: 500, window: 50 } });
  expect(firings[0].message).toBe(
    `Solana closed at $500 on ${date}, above its 50-day average of ${formatAlertPrice(average(closes.length))} (the day before: $50 against ${formatAlertPrice(average(closes.length - 1))}).`,
  );
  // The next day stays above: no second firing for the same crossing.
  await store('sol', [{ date: shift(date, 1), close: 510, mood: 50, headlines: 5 }]);
  await engine.afterIngestion();
  expect((await call('GET', `/v1/alerts/${created.body.data.id}/firings`)).body.data.firings).toHaveLength(1);
});

test('an alert on the watchlist fires once per asset of the watchlist as it stands, and its preview sums the assets', async () => {
  expect((await call('PUT', '/v1/watchlist', { assets: ['eth', 'btc'] })).status).toBe(200);
  const body = { assetId: ALERT_WATCHLIST_TARGET, kind: 'headline-surge', params: { factor: 3, period: 'day' }, channels: ['in-app'] };
  const both = await preview(body);
  const each = await Promise.all(['eth', 'btc'].map((assetId) => preview({ ...body, assetId })));
  expect(both.count).toBe(each[0].count + each[1].count);
  expect(new Set(both.firings.map((f) => f.assetId))).toEqual(new Set(each[0].count > 0 ? ['eth'] : []));
  const created = await call('POST', '/v1/alerts', body);
  expect(created.status).toBe(201);
  expect(created.body.data).toMatchObject({ assetId: ALERT_WATCHLIST_TARGET, rule: 'Any asset of your watchlist: headlines of a day exceed 3 times their 30-day mean', paused: null });
  // The watchlist changes after the alert is made: it is read when the evaluation runs.
  expect((await call('PUT', '/v1/watchlist', { assets: ['eth', 'sol'] })).status).toBe(200);
  const date = shift(last, 3);
  for (const assetId of ['eth', 'sol', 'xrp']) await store(assetId, [{ date, close: 100, mood: 50, headlines: 500 }]);
  await alertsEngineOf(world.api).afterIngestion();
  const firings = (await call('GET', `/v1/alerts/${created.body.data.id}/firings`)).body.data.firings as Array<{ assetId: string; date: string; message: string }>;
  expect(firings.map((f) => f.assetId).sort()).toEqual(['eth', 'sol']);
  expect(firings.every((f) => f.date === date)).toBe(true);
  expect(firings.find((f) => f.assetId === 'eth')!.message).toMatch(new RegExp(`^Ethereum had 500 headlines on ${date}, [\\d.]+ times the mean of [\\d.]+ over the 30 days before`));
  // The surge goes on the next day: still the same crossing on each asset, nothing more.
  for (const assetId of ['eth', 'sol']) await store(assetId, [{ date: shift(date, 1), close: 100, mood: 50, headlines: 900 }]);
  await alertsEngineOf(world.api).afterIngestion();
  expect((await call('GET', `/v1/alerts/${created.body.data.id}/firings`)).body.data.firings).toHaveLength(2);
  const list = (await call('GET', '/v1/alerts')).body.data.alerts.find((a: { id: string }) => a.id === created.body.data.id);
  expect(list.firingCount).toBe(2);
});

test('an empty watchlist has nothing to preview, and says so', async () => {
  const member = await memberOn(world.api, 'Pro');
  const answer = await world.api.request('POST', '/v1/alerts/preview', { token: member.token, body: { assetId: ALERT_WATCHLIST_TARGET, kind: 'signal-flip', channels: ['in-app'] } });
  expect(answer.status).toBe(400);
  expect(answer.body.message).toBe(CONDITION_MESSAGES.watchlistEmpty);
  expect(ALERT_MESSAGES.kindInvalid).toContain('headline-surge');
});
