// The digest: opt-in, daily or weekly, each watched asset's mood and change with the period's signal changes and
// top headlines, a one-click unsubscribe; the admin's run is super-admin only and audited, and runs once per period.
import { DELIVERY_MESSAGES } from '@sentiscope/shared/contract';
import { alertsWorld, memberOn, type AlertsWorld, type Member } from './support';

let world: AlertsWorld;
let reader: Member;
let quiet: Member;
beforeAll(async () => {
  world = await alertsWorld();
  reader = await memberOn(world.api, 'Premium');
  quiet = await memberOn(world.api, 'Free');
}, 120_000);
afterAll(() => world.close());

const digests = () => world.api.outbox().filter((m) => m.subject.includes('digest')) as Array<{ to: string; subject: string; text: string; headers?: Record<string, string> }>;

test('only members who opted in get it, with their watchlist; a second run for the period sends nothing more', async () => {
  await world.api.request('PUT', '/v1/watchlist', { token: reader.token, body: { assets: ['btc', 'eth'] } });
  expect((await world.api.request('PUT', '/v1/alerts/settings', { token: reader.token, body: { digest: 'weekly' } })).body.data.digest).toBe('weekly');
  expect((await world.api.request('PUT', '/v1/alerts/settings', { token: reader.token, body: { digest: 'hourly' } })).body.message).toBe(DELIVERY_MESSAGES.digestInvalid);
  expect((await world.api.request('POST', '/v1/admin/jobs/digest/run', { token: reader.token, body: { frequency: 'weekly' } })).status).toBe(403);
  const run = await world.api.request('POST', '/v1/admin/jobs/digest/run', { token: world.admin, body: { frequency: 'weekly' } });
  expect(run.status).toBe(200);
  expect(run.body.data).toMatchObject({ frequency: 'weekly', sent: 1 });
  const [mail] = digests();
  expect(mail.to).toBe(reader.email);
  expect(mail.text).toMatch(/Bitcoin: \$[\d,.]+ \([+-]\d+\.\d%\), mood \d+(\.\d)? \(/);
  expect(mail.text).toContain('Ethereum:');
  expect(mail.text).toContain('Top scored headlines:');
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(digests().some((m) => m.to === quiet.email)).toBe(false);
  await world.api.request('POST', '/v1/admin/jobs/digest/run', { token: world.admin, body: { frequency: 'weekly' } });
  expect(digests()).toHaveLength(1);
  const audit = await world.api.request('GET', '/v1/admin/activity', { token: world.admin });
  expect(JSON.stringify(audit.body.data)).toContain('ran digest');
});

test('the digest unsubscribe link turns the digest off without signing in', async () => {
  const link = /<(.+)>/.exec(digests()[0].headers!['List-Unsubscribe'])![1];
  const done = await world.api.request('POST', link.slice(link.indexOf('/v1/')), { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(done.status).toBe(200);
  expect((await world.api.request('GET', '/v1/alerts/settings', { token: reader.token })).body.data.digest).toBe('off');
});
