// Each plan's alert limits: seeded per plan, listed with the plans, set and checked by the admin's plan form,
// kept when an older form leaves them out; a form that states only how many run keeps alerts in proportion.
import { ALERT_MESSAGES, type Plan } from '@sentiscope/shared/contract';
import { adminToken, startApi, type TestApi } from '../helpers';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startApi();
  admin = await adminToken(api);
});
afterAll(() => api.close());

const plans = async (): Promise<Plan[]> => (await api.request('GET', '/v1/plan')).body.data;

test('the seeded plans carry their alert limits: Free 3 (20 kept), Premium 25 (170), e-mail, in-app and Telegram, Pro 200 (1340) with webhooks too', async () => {
  const byTitle = Object.fromEntries((await plans()).map((p) => [p.title, p.alertLimits]));
  expect(byTitle).toEqual({
    Free: { maxAlerts: 3, maxStored: 20, channels: ['email', 'in-app', 'telegram', 'push'] },
    Premium: { maxAlerts: 25, maxStored: 170, channels: ['email', 'in-app', 'telegram', 'push'] },
    Pro: { maxAlerts: 200, maxStored: 1340, channels: ['email', 'in-app', 'webhook', 'telegram', 'push'] },
  });
});

test('an admin sets a plan alert limits; a form without them keeps them; a new plan without them gets the default', async () => {
  const premium = (await plans()).find((p) => p.title === 'Premium')!;
  const { _id, productId, pricingDetails, ...fields } = premium;
  void productId;
  void pricingDetails;
  const set = await api.request('PUT', `/v1/plan/${_id}`, { token: admin, body: { ...fields, alertLimits: { maxAlerts: 40, maxStored: 100, channels: ['in-app', 'webhook'] } } });
  expect(set.status).toBe(200);
  expect(set.body.data.alertLimits).toEqual({ maxAlerts: 40, maxStored: 100, channels: ['in-app', 'webhook'] });
  const { alertLimits, ...older } = fields;
  void alertLimits;
  const kept = await api.request('PUT', `/v1/plan/${_id}`, { token: admin, body: { ...older, note: 'Changed' } });
  expect(kept.body.data.alertLimits).toEqual({ maxAlerts: 40, maxStored: 100, channels: ['in-app', 'webhook'] });
  const created = await api.request('POST', '/v1/plan', { token: admin, body: { title: 'Team', monthlyPrice: 49 } });
  expect(created.status).toBe(201);
  expect(created.body.data.alertLimits).toEqual({ maxAlerts: 3, maxStored: 20, channels: ['email', 'in-app', 'telegram', 'push'] });
  // An older form that states only how many run keeps alerts in the Free plan's proportion.
  const older2 = await api.request('PUT', `/v1/plan/${_id}`, { token: admin, body: { ...older, alertLimits: { maxAlerts: 30, channels: ['email'] } } });
  expect(older2.body.data.alertLimits).toEqual({ maxAlerts: 30, maxStored: 200, channels: ['email'] });
});

test.each([
  [{ maxAlerts: -1, channels: ['email'] }, ALERT_MESSAGES.planMaxInvalid],
  [{ maxAlerts: 2.5, channels: ['email'] }, ALERT_MESSAGES.planMaxInvalid],
  [{ maxAlerts: 5, channels: ['sms'] }, ALERT_MESSAGES.planChannelsInvalid],
  [{ maxAlerts: 5, channels: ['email', 'email'] }, ALERT_MESSAGES.planChannelsInvalid],
  [{ maxAlerts: 5, maxStored: 4, channels: ['email'] }, ALERT_MESSAGES.planStoredInvalid],
  [{ maxAlerts: 5, maxStored: 10_001, channels: ['email'] }, ALERT_MESSAGES.planStoredInvalid],
  [{ maxAlerts: 5, maxStored: 7.5, channels: ['email'] }, ALERT_MESSAGES.planStoredInvalid],
])('limits %j are refused with a clear message and nothing is saved', async (alertLimits, message) => {
  const free = (await plans()).find((p) => p.title === 'Free')!;
  const answer = await api.request('PUT', `/v1/plan/${free._id}`, { token: admin, body: { title: 'Free', monthlyPrice: 0, isFree: true, alertLimits } });
  expect(answer.status).toBe(400);
  expect(answer.body.message).toBe(message);
  expect((await plans()).find((p) => p.title === 'Free')!.alertLimits).toEqual({ maxAlerts: 3, maxStored: 20, channels: ['email', 'in-app', 'telegram', 'push'] });
});
