// Finding 7: a correctly signed but malformed payment event is refused (400) and changes nothing.
import { hmac } from '../../src/platform/ids';
import { signWebhookPayload } from '../../src/billing/service/receive-webhook';
import { createVerifiedUser, startApi, type TestApi } from '../helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** Posts an event signed with the local provider's secret, as the provider itself would. */
function sendSigned(event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  const secret = `whsec_local_${hmac(api.config.jwtSecret, 'local-payments-webhook')}`;
  const signature = signWebhookPayload(payload, secret, Math.floor(api.clock.now() / 1000));
  return api.request('POST', '/v1/payment/webhook', { raw: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
}

async function snapshot(userId: string) {
  const user = await api.db.k.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const subscriptions = await api.db.k.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).execute();
  const events = await api.db.k.selectFrom('webhook_events').select('id').execute();
  return { user, subscriptions, events };
}

let n = 0;
const subscriptionEvent = (userId: string, planId: string, object: Record<string, unknown> = {}, event: Record<string, unknown> = {}) => ({
  id: `evt_attack_${(n += 1)}`,
  type: 'customer.subscription.created',
  created: Math.floor(api.clock.now() / 1000),
  data: {
    object: {
      id: `sub_attack_${n}`,
      status: 'active',
      cancel_at_period_end: false,
      items: { data: [{ current_period_end: Math.floor(api.clock.now() / 1000) + 86_400 }] },
      metadata: { userId, planId, tenure: 'MONTHLY', checkoutId: 'c1' },
      ...object,
    },
  },
  ...event,
});

describe('malformed signed webhooks', () => {
  let userId = '';
  let proPlan = '';
  beforeAll(async () => {
    userId = (await createVerifiedUser(api)).id;
    proPlan = (await api.db.k.selectFrom('plans').select('id').where('is_free', '=', 0).executeTakeFirstOrThrow()).id;
  });

  it.each([
    ['a plan that does not exist', () => subscriptionEvent(userId, 'no-such-plan')],
    ['a creation time that is not a number', () => subscriptionEvent(userId, proPlan, {}, { created: 'soon' })],
    ['a status that is not a status', () => subscriptionEvent(userId, proPlan, { status: 42 })],
    ['a period end that is text', () => subscriptionEvent(userId, proPlan, { items: { data: [{ current_period_end: 'forever' }] } })],
    ['an unknown tenure', () => subscriptionEvent(userId, proPlan, { metadata: { userId, planId: proPlan, tenure: 'DECADE' } })],
    ['no object at all', () => ({ id: `evt_attack_${(n += 1)}`, type: 'checkout.session.completed', created: 1, data: 'x' })],
  ])('refuses an event with %s and leaves the user as they were', async (_name, make) => {
    const before = await snapshot(userId);
    const answer = await sendSigned(make());
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false });
    expect(await snapshot(userId)).toEqual(before);
  });

  it('still applies a well-formed event', async () => {
    const answer = await sendSigned(subscriptionEvent(userId, proPlan));
    expect(answer.status).toBe(200);
    expect((await snapshot(userId)).user.plan_id).toBe(proPlan);
  });
});
