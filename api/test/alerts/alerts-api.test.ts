// Alerts over HTTP on the real database: create with the plan's limits said before saving, change, delete, the
// preview from the stored year, a downgrade that pauses alerts over the limit, and only one's own alerts.
import { ALERT_MESSAGES, previewSummary } from '@sentiscope/shared/contract';
import { alertsWorld, memberOn, moveToPlan, storedDays, type AlertsWorld, type Member } from './support';

let world: AlertsWorld;
let free: Member;
let pro: Member;
beforeAll(async () => {
  world = await alertsWorld();
  free = await memberOn(world.api, 'Free');
  pro = await memberOn(world.api, 'Pro');
}, 120_000);
afterAll(() => world.close());

const call = (method: string, path: string, member: Member | null, body?: unknown) => world.api.request(method, path, { token: member?.token, body });
const priceAlert = (level: number, extra: Record<string, unknown> = {}) => ({ assetId: 'btc', kind: 'price-above', level, channels: ['in-app', 'email'], ...extra });

test('the preview counts each crossing of the stored year, with its dates and numbers', async () => {
  const days = (await storedDays(world.api, free.token, 'btc')).slice(-366);
  const closes = days.map((d) => d.close).sort((a, b) => a - b);
  const level = Math.round(closes[Math.floor(closes.length / 2)]);
  const expected = days.filter((d, i) => i > 0 && days[i - 1].close <= level && d.close > level).map((d) => d.date);
  expect(expected.length).toBeGreaterThan(0);
  const answer = await call('POST', '/v1/alerts/preview', free, priceAlert(level));
  expect(answer.status).toBe(200);
  expect(answer.body.data.firings.map((f: { date: string }) => f.date)).toEqual(expected);
  expect(answer.body.data.summary).toBe(previewSummary(expected.length));
  expect(answer.body.data.firings[0].crossing).toMatchObject({ measure: 'close', threshold: level });
  expect(answer.body.data.firings[0].message).toMatch(/^Bitcoin closed at \$[\d,.]+ on \d{4}-\d{2}-\d{2}, above \$/);
  // A cooldown longer than the year leaves one firing.
  const cooled = await call('POST', '/v1/alerts/preview', free, priceAlert(level, { cooldownDays: 30 }));
  expect(cooled.body.data.count).toBeLessThanOrEqual(expected.length);
});

test('a Free member meets the limit before saving: the refusal names the limit; webhook is refused on Free', async () => {
  for (const level of [1, 2, 3]) expect((await call('POST', '/v1/alerts', free, priceAlert(level))).status).toBe(201);
  const fourth = await call('POST', '/v1/alerts', free, priceAlert(4));
  expect(fourth.status).toBe(403);
  expect(fourth.body.message).toBe(ALERT_MESSAGES.limitReached(3, 'Free'));
  const list = await call('GET', '/v1/alerts', free);
  expect(list.body.data).toMatchObject({ used: 3, limits: { maxAlerts: 3, channels: ['email', 'in-app', 'telegram', 'push'] }, planTitle: 'Free' });
  const webhook = await call('POST', '/v1/alerts/preview', free, { assetId: 'btc', kind: 'signal-flip', channels: ['webhook'] });
  expect(webhook.status).toBe(200);
  const saved = await call('PUT', `/v1/alerts/${list.body.data.alerts[0].id}`, free, { assetId: 'btc', kind: 'signal-flip', channels: ['webhook'] });
  expect(saved.status).toBe(403);
  expect(saved.body.message).toBe(ALERT_MESSAGES.channelNotInPlan('webhook', 'Free'));
  const locked = await call('POST', '/v1/alerts/preview', free, { assetId: 'sol', kind: 'rsi', channels: ['in-app'] });
  expect(locked.status).toBe(403);
  expect(locked.body.message).toBe(ALERT_MESSAGES.assetNotInPlan);
});

test.each([
  [{ kind: 'price-above', channels: ['email'] }, ALERT_MESSAGES.levelRequired],
  [{ kind: 'mood-level', level: 150, channels: ['email'] }, ALERT_MESSAGES.moodLevelRange],
  [{ kind: 'sentiment-spike', z: 50, channels: ['email'] }, ALERT_MESSAGES.zRange],
  [{ kind: 'sideways', channels: ['email'] }, ALERT_MESSAGES.kindInvalid],
  [{ kind: 'rsi', channels: [] }, ALERT_MESSAGES.channelRequired],
  [{ kind: 'rsi', channels: ['sms'] }, ALERT_MESSAGES.channelInvalid],
  [{ kind: 'rsi', channels: ['email'], cooldownDays: 0.5 }, ALERT_MESSAGES.cooldownRange],
  [{ assetId: 'nope', kind: 'rsi', channels: ['email'] }, ALERT_MESSAGES.assetUnknown],
])('a bad alert %j is refused with its message', async (fields, message) => {
  const answer = await call('POST', '/v1/alerts', pro, { assetId: 'eth', ...fields });
  expect(answer.status).toBe(400);
  expect(answer.body.message).toBe(message);
});

test('a member changes and deletes their alert; another member gets 404 on every route of it; no token gets 401', async () => {
  const created = await call('POST', '/v1/alerts', pro, { assetId: 'aapl', kind: 'mood-level', level: 60, channels: ['in-app'] });
  expect(created.status).toBe(201);
  expect(created.body.data).toMatchObject({ rule: 'Apple mood crosses 60', paused: null, enabled: true, cooldownDays: 1 });
  const id = created.body.data.id;
  const body = { assetId: 'aapl', kind: 'mood-level', level: 70, channels: ['in-app'], cooldownDays: 3 };
  for (const [method, path, payload] of [['PUT', `/v1/alerts/${id}`, body], ['DELETE', `/v1/alerts/${id}`, undefined], ['GET', `/v1/alerts/${id}/firings`, undefined]] as const) {
    expect((await call(method, path, free, payload)).status).toBe(404);
    expect((await call(method, path, null, payload)).status).toBe(401);
  }
  expect((await call('GET', '/v1/alerts', free)).body.data.alerts.map((a: { id: string }) => a.id)).not.toContain(id);
  const changed = await call('PUT', `/v1/alerts/${id}`, pro, body);
  expect(changed.body.data).toMatchObject({ level: 70, cooldownDays: 3, rule: 'Apple mood crosses 70' });
  expect((await call('DELETE', `/v1/alerts/${id}`, pro)).status).toBe(200);
  expect((await call('GET', `/v1/alerts/${id}/firings`, pro)).status).toBe(404);
});

test('a downgrade keeps every alert, pauses those over the new limit (the newest first) and says so', async () => {
  const member = await memberOn(world.api, 'Pro');
  const ids: string[] = [];
  for (const level of [10, 20, 30, 40, 50]) {
    world.api.clock.advance(1000);
    ids.push((await call('POST', '/v1/alerts', member, priceAlert(level))).body.data.id);
  }
  await call('POST', '/v1/alerts', member, { assetId: 'tsla', kind: 'rsi', channels: ['in-app'] });
  await moveToPlan(world.api, member, 'Free');
  const list = (await call('GET', '/v1/alerts', member)).body.data;
  expect(list.alerts).toHaveLength(6);
  const byId = new Map(list.alerts.map((a: { id: string }) => [a.id, a]));
  expect(ids.slice(0, 3).map((id) => (byId.get(id) as { paused: unknown }).paused)).toEqual([null, null, null]);
  expect((byId.get(ids[4]) as { paused: unknown }).paused).toEqual({ reason: 'plan-limit', message: ALERT_MESSAGES.pausedPlanLimit(3, 'Free') });
  expect(list.alerts.find((a: { assetId: string }) => a.assetId === 'tsla').paused.reason).toBe('asset-not-in-plan');
  expect(list.used).toBe(3);
});
