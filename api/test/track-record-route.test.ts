// GET /v1/stock/track-record/{id} over real HTTP on a real database: computed from the stored daily snapshots of
// one ingestion run against a fake market, gated like the analysis except BTC and SPY, and kept per asset and day
// until a new snapshot arrives.
import { MS_PER_DAY, type TrackRecord } from '@sentiscope/shared/contract';
import { trackRecord } from '../src/analysis/track-record';
import { loadMarketConfig } from '../src/prices/service/config';
import { adminToken, createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';
import { startFakeSources, type FakeSources } from './support/fake-sources';

const DAYS = 400;
const day = (back: number) => new Date(Date.now() - back * MS_PER_DAY).toISOString().slice(0, 10);

describe('the track record route', () => {
  let fake: FakeSources;
  let api: TestApi;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    fake = await startFakeSources({ days: DAYS });
    fake.addHeadline({ title: 'Bitcoin jumps as ETF inflows hit a record', link: 'https://fake.example/btc-1', publishedAt: `${day(3)}T10:00:00Z` });
    api = await startApi({ config: { market: loadMarketConfig({ ...fake.env, INGEST_RETRIES: '0' }) } });
    admin = await adminToken(api);
    const user = await createVerifiedUser(api);
    member = await loginToken(api, user.email, user.password);
    expect((await api.request('POST', '/v1/admin/jobs/ingest/run', { token: admin })).status).toBe(200);
  });

  afterAll(async () => {
    await api.close();
    await fake.close();
  });

  it("answers the figures of the asset's whole stored history, walk-forward", async () => {
    const answer = await api.request('GET', '/v1/stock/track-record/btc', { token: member });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Track record');
    const record = answer.body.data as TrackRecord;
    expect(record).toMatchObject({ id: 'btc', from: day(DAYS), to: day(1), days: DAYS, roundTripCost: 0.002 });
    // The same figures as the computation over the stored days the history route serves.
    const history = await api.request('GET', `/v1/stock/history/btc?startDate=${day(DAYS)}&endDate=${day(1)}`, { token: member });
    const days = history.body.data.days.map((d: { date: string; close: number; band: string | null; signal: string }) => ({ date: d.date, close: d.close, band: d.band, signal: d.signal }));
    const expected = trackRecord('btc', days);
    expect(record.holding.map((c) => [c.horizon, c.count])).toEqual([
      [7, DAYS - 7],
      [30, DAYS - 30],
    ]);
    expect(record.holding[0].mean?.value).toBeCloseTo(expected.holding[0].mean?.value ?? Number.NaN, 4);
    for (const [i, group] of record.signals.entries()) {
      expect(group.state).toBe(expected.signals[i].state);
      expect(group.cells.map((c) => [c.count, c.weakEvidence, c.verdict])).toEqual(expected.signals[i].cells.map((c) => [c.count, c.weakEvidence, c.verdict]));
      for (const [k, cell] of group.cells.entries()) if (cell.mean) expect(cell.mean.low).toBeCloseTo(expected.signals[i].cells[k].mean?.low ?? Number.NaN, 4);
    }
    expect(record.bands.map((b) => b.cells[0].count)).toEqual(expected.bands.map((b) => b.cells[0].count));
    expect(record.signals.reduce((n, g) => n + g.cells[0].count, 0)).toBe(DAYS - 7);
  });

  it('gates like the analysis: a member reads the assets of their plan, and only those', async () => {
    expect((await api.request('GET', '/v1/stock/track-record/eth', { token: member })).status).toBe(200);
    const locked = await api.request('GET', '/v1/stock/track-record/sol', { token: member });
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ success: false, message: expect.stringMatching(/plan/i) });
    expect(locked.body.data ?? null).toBeNull();
    const unknown = await api.request('GET', '/v1/stock/track-record/nothing', { token: member });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Stock not found']);
    // A token that is not valid reads as no token: the public assets only.
    expect((await api.request('GET', '/v1/stock/track-record/eth', { token: 'not-a-token' })).status).toBe(401);
    expect((await api.request('GET', '/v1/stock/track-record/btc', { token: 'not-a-token' })).status).toBe(200);
  });

  it('opens BTC and SPY to anonymous callers, and no other asset', async () => {
    for (const id of ['btc', 'spy']) {
      const answer = await api.request('GET', `/v1/stock/track-record/${id}`);
      expect([id, answer.status, answer.body.data?.id]).toEqual([id, 200, id]);
      expect(answer.headers.get('cache-control')).toBe('public, no-cache');
    }
    for (const id of ['eth', 'sol', 'aapl']) {
      const answer = await api.request('GET', `/v1/stock/track-record/${id}`);
      expect([id, answer.status, answer.body.message]).toEqual([id, 401, 'Please log in to continue']);
    }
    // A member whose plan lacks SPY reads it too, as their own (private) view.
    const spy = await api.request('GET', '/v1/stock/track-record/spy', { token: member });
    expect([spy.status, spy.headers.get('cache-control')]).toEqual([200, 'private, no-cache']);
  });

  it('keeps the answer until a new day or a new snapshot, then computes it again', async () => {
    const first = await api.request('GET', '/v1/stock/track-record/btc');
    const again = await api.request('GET', '/v1/stock/track-record/btc', { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    // Tomorrow on the API's clock, today's candle has closed: the run stores it and a new snapshot day.
    fake.addCandle('BTCUSDT', { date: day(0), close: 200_000 });
    api.clock.advance(MS_PER_DAY);
    expect((await api.request('POST', '/v1/admin/jobs/ingest/run', { token: admin })).status).toBe(200);
    const next = await api.request('GET', '/v1/stock/track-record/btc');
    expect(next.body.data).toMatchObject({ to: day(0), days: DAYS + 1 });
    expect(next.headers.get('etag')).not.toBe(first.headers.get('etag'));
    // The 7-day window ending on the new day now has its outcome: one more case for holding.
    expect(next.body.data.holding[0].count).toBe(first.body.data.holding[0].count + 1);
  });

  it('answers 404 with a message for an asset without stored days', async () => {
    const bare = await startApi();
    try {
      const answer = await bare.request('GET', '/v1/stock/track-record/btc');
      expect(answer.status).toBe(404);
      expect(answer.body.message).toMatch(/no stored history for BTC/);
    } finally {
      await bare.close();
    }
  });
});
