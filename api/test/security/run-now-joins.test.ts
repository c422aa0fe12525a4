// Finding 7 of the third attack run (issue 32), "Run now": pressed while a run was going, it queued another full run
// after it, so a few presses kept the sources busy for minutes. A press now joins the run in progress and answers
// its counts; only the press that started it is recorded in the activity log. The digest's run does the same.
import { alertsWorld, memberOn, type AlertsWorld } from '../alerts/support';

let world: AlertsWorld;
beforeAll(async () => {
  world = await alertsWorld();
}, 120_000);
afterAll(() => world.close());

const press = (path: string, body?: unknown) => world.api.request('POST', path, { token: world.admin, body });
const requestsToSources = () => [...world.fake.hits.values()].reduce((a, b) => a + b, 0);
const activity = async (action: string) => (await world.api.request('GET', '/v1/admin/activity', { token: world.admin })).body.data.filter((e: { action: string }) => e.action === action).length;

test('a second press of ingestion "Run now" joins the run in progress: one run, the same counts, one activity entry', async () => {
  let before = requestsToSources();
  expect((await press('/v1/admin/jobs/ingest/run')).status).toBe(200);
  const oneRun = requestsToSources() - before;
  expect(oneRun).toBeGreaterThan(0);

  // The sources answer slowly, so the first run is still going when the second press arrives.
  world.fake.fault('/', { delayMs: 400 });
  const entries = await activity('ran ingestion');
  before = requestsToSources();
  const first = press('/v1/admin/jobs/ingest/run');
  await new Promise((resolve) => setTimeout(resolve, 150));
  const second = press('/v1/admin/jobs/ingest/run');
  const [a, b] = await Promise.all([first, second]);
  world.fake.fault('/', null);
  expect([a.status, b.status]).toEqual([200, 200]);
  expect(b.body.data).toEqual(a.body.data);
  expect(requestsToSources() - before).toBe(oneRun);
  expect(await activity('ran ingestion')).toBe(entries + 1);
});

test('a second press of the digest run joins it and answers the same counts', async () => {
  const reader = await memberOn(world.api, 'Premium');
  expect((await world.api.request('PUT', '/v1/watchlist', { token: reader.token, body: { assets: ['btc'] } })).status).toBe(200);
  expect((await world.api.request('PUT', '/v1/alerts/settings', { token: reader.token, body: { digest: 'weekly' } })).status).toBe(200);
  const entries = await activity('ran digest');
  const [a, b] = await Promise.all([press('/v1/admin/jobs/digest/run', { frequency: 'weekly' }), press('/v1/admin/jobs/digest/run', { frequency: 'weekly' })]);
  expect(a.body.data).toEqual({ frequency: 'weekly', sent: 1, skipped: 0 });
  expect(b.body.data).toEqual(a.body.data);
  expect(await activity('ran digest')).toBe(entries + 1);
  expect(world.api.outbox().filter((m) => m.to === reader.email && m.subject.includes('weekly digest'))).toHaveLength(1);
});
