// Finding 2 of the third attack run (issue 32): the plan's alert limit counted only alerts switched on, and creating
// alerts was not rate limited, so a Free member stored 1,000 switched-off alerts (a 383 KB list, creation six times
// slower). Now the plan caps every alert a member keeps, whatever its state (Free: 20), creations at once cannot
// pass it, and creating, changing and previewing alerts are rate limited per member, each refusal with its message.
import { ALERT_MESSAGES } from '@sentiscope/shared/contract';
import { DEFAULT_RATE_LIMITS } from '../../src/config';
import { startApi, type TestApi } from '../helpers';
import { memberOn, type Member } from '../alerts/support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ rateLimits: { alertChangesPerUser: DEFAULT_RATE_LIMITS.alertChangesPerUser, alertPreviewsPerUser: DEFAULT_RATE_LIMITS.alertPreviewsPerUser } });
});
afterAll(() => api.close());

const call = (method: string, path: string, member: Member, body?: unknown) => api.request(method, path, { token: member.token, body });
const rule = (n: number, enabled: boolean) => ({ assetId: 'btc', kind: 'price-above', level: 100_000 + n, channels: ['email'], enabled });
const stored = async (member: Member) => (await call('GET', '/v1/alerts', member)).body.data.alerts.length;

test('a Free member keeps at most 20 alerts, switched on or off; the refusal names the limit', async () => {
  const member = await memberOn(api, 'Free');
  const statuses: number[] = [];
  for (let n = 0; n < 25; n += 1) statuses.push((await call('POST', '/v1/alerts', member, rule(n, n < 3))).status);
  expect(statuses).toEqual([...Array(20).fill(201), ...Array(5).fill(403)]);
  const refused = await call('POST', '/v1/alerts', member, rule(99, false));
  expect(refused.body.message).toBe(ALERT_MESSAGES.storedLimitReached(20, 'Free'));
  const list = await call('GET', '/v1/alerts', member);
  expect(list.body.data.alerts).toHaveLength(20);
  expect(list.body.data.limits).toEqual({ maxAlerts: 3, maxStored: 20, channels: ['email', 'in-app', 'telegram', 'push'] });
  // Saving one it already has still works; deleting one makes room for one more.
  const some = list.body.data.alerts[0];
  expect((await call('PUT', `/v1/alerts/${some.id}`, member, { ...rule(500, false) })).status).toBe(200);
  expect((await call('DELETE', `/v1/alerts/${some.id}`, member)).status).toBe(200);
  expect((await call('POST', '/v1/alerts', member, rule(501, false))).status).toBe(201);
  expect((await call('POST', '/v1/alerts', member, rule(502, false))).status).toBe(403);
});

test('creations sent at once cannot pass the limit together', async () => {
  const member = await memberOn(api, 'Free');
  for (let n = 0; n < 18; n += 1) expect((await call('POST', '/v1/alerts', member, rule(n, false))).status).toBe(201);
  const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => call('POST', '/v1/alerts', member, rule(100 + n, false))));
  expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
  expect(await stored(member)).toBe(20);
});

test('creating and changing alerts are limited per member (60 in 15 minutes), with their own message', async () => {
  const member = await memberOn(api, 'Premium');
  const other = await memberOn(api, 'Premium');
  const { limit, windowMs } = DEFAULT_RATE_LIMITS.alertChangesPerUser;
  expect(limit).toBe(60);
  const first = await call('POST', '/v1/alerts', member, rule(0, false));
  const id = first.body.data.id as string;
  for (let n = 1; n < limit; n += 1) expect((await call('PUT', `/v1/alerts/${id}`, member, rule(n, false))).status).toBe(200);
  for (const answer of [await call('PUT', `/v1/alerts/${id}`, member, rule(0, false)), await call('POST', '/v1/alerts', member, rule(0, false))]) {
    expect(answer.status).toBe(429);
    expect(answer.body.message).toBe(ALERT_MESSAGES.tooManyChanges);
  }
  expect(await stored(member)).toBe(1);
  // Another member is not held back, and the member's window passes.
  expect((await call('POST', '/v1/alerts', other, rule(0, false))).status).toBe(201);
  api.clock.advance(windowMs);
  expect((await call('POST', '/v1/alerts', member, rule(1, false))).status).toBe(201);
});

test('previews are limited per member (180 in 15 minutes), with their own message', async () => {
  const member = await memberOn(api, 'Free');
  const { limit } = DEFAULT_RATE_LIMITS.alertPreviewsPerUser;
  const statuses: number[] = [];
  for (let n = 0; n <= limit; n += 1) statuses.push((await call('POST', '/v1/alerts/preview', member, rule(n, true))).status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
  expect(statuses.at(-1)).toBe(429);
  expect((await call('POST', '/v1/alerts/preview', member, rule(0, true))).body.message).toBe(ALERT_MESSAGES.tooManyPreviews);
});
