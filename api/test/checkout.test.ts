import { MESSAGES } from '@sentiscope/shared/contract';
import { localCheckoutEnabled } from '../src/config';
import { hmac } from '../src/platform/ids';
import { signWebhookPayload } from '../src/billing/service/receive-webhook';
import { createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';

type PlanJson = { _id: string; title: string; monthlyPrice: number; yearlyPrice: number };

async function plansOf(api: TestApi) {
  const list: PlanJson[] = (await api.request('GET', '/v1/plan')).body.data;
  const named = (title: string) => list.find((plan) => plan.title === title)!;
  return { free: named('Free'), premium: named('Premium'), pro: named('Pro') };
}

async function buyer(api: TestApi) {
  const user = await createVerifiedUser(api);
  return { ...user, token: await loginToken(api, user.email, user.password) };
}

const checkout = (api: TestApi, token: string | undefined, body: unknown) =>
  api.request('POST', '/v1/payment/create-checkout-session', { token, body });

async function subscribe(api: TestApi, token: string, planId: string, tenure: string) {
  const created = await checkout(api, token, { planId, tenure });
  expect(created.status).toBe(200);
  const id: string = created.body.data.sessionId;
  expect((await api.request('POST', `/v1/payment/local-checkout/${id}/pay`, { token })).status).toBe(200);
  return id;
}

describe('checkout creation', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ config: { localCheckout: true } });
  });
  afterAll(() => api.close());

  it('resolves the price from the plan and cycle the buyer names, never from the client', async () => {
    const { token } = await buyer(api);
    const { pro } = await plansOf(api);
    const created = await checkout(api, token, { planId: pro._id, tenure: 'YEARLY', amount: 0.01, priceId: 'prod_cheap' });
    expect(created.status).toBe(200);
    const summary = (await api.request('GET', `/v1/payment/checkout/${created.body.data.sessionId}`, { token })).body.data;
    expect(summary).toMatchObject({ price: pro.yearlyPrice, due: pro.yearlyPrice, credit: 0, tenure: 'YEARLY', status: 'open' });
    const renews = new Date(summary.renewsAt).getTime() - api.clock.now();
    expect(renews / (24 * 3600 * 1000)).toBeGreaterThanOrEqual(365);
  });

  it('refuses an unknown plan, an unknown cycle, a missing plan, the free plan and a visitor without a session', async () => {
    const { token } = await buyer(api);
    const { free, pro } = await plansOf(api);
    const unknownPlan = await checkout(api, token, { planId: 'no-such-plan', tenure: 'YEARLY' });
    expect([unknownPlan.status, unknownPlan.body.message]).toEqual([404, MESSAGES.planMissingId]);
    const unknownCycle = await checkout(api, token, { planId: pro._id, tenure: 'WEEKLY' });
    expect([unknownCycle.status, unknownCycle.body.message]).toEqual([400, MESSAGES.tenureInvalid]);
    expect((await checkout(api, token, { planId: pro._id })).body.message).toBe(MESSAGES.tenureInvalid);
    expect((await checkout(api, token, { tenure: 'YEARLY' })).body.message).toBe('Plan is required');
    const freePlan = await checkout(api, token, { planId: free._id, tenure: 'MONTHLY' });
    expect([freePlan.status, freePlan.body.message]).toEqual([400, 'The free plan needs no checkout']);
    expect((await checkout(api, undefined, { planId: pro._id, tenure: 'YEARLY' })).status).toBe(401);
    expect(await api.db.k.selectFrom('checkout_sessions').selectAll().where('plan_id', '=', free._id).execute()).toHaveLength(0);
  });

  it('refuses a second checkout for the paid plan already held, on any cycle, and a cheaper plan', async () => {
    const { token } = await buyer(api);
    const { premium, pro } = await plansOf(api);
    await subscribe(api, token, pro._id, 'MONTHLY');
    for (const tenure of ['MONTHLY', 'YEARLY']) {
      const again = await checkout(api, token, { planId: pro._id, tenure });
      expect([again.status, again.body.message]).toEqual([409, MESSAGES.alreadySubscribed]);
    }
    const cheaper = await checkout(api, token, { planId: premium._id, tenure: 'YEARLY' });
    expect([cheaper.status, cheaper.body.message]).toEqual([409, MESSAGES.planAlreadyIncluded]);
  });

  it('a second checkout opened before the first was paid cannot buy the same plan again', async () => {
    const { token } = await buyer(api);
    const { pro } = await plansOf(api);
    const first = (await checkout(api, token, { planId: pro._id, tenure: 'MONTHLY' })).body.data.sessionId;
    const second = (await checkout(api, token, { planId: pro._id, tenure: 'YEARLY' })).body.data.sessionId;
    expect((await api.request('POST', `/v1/payment/local-checkout/${first}/pay`, { token })).status).toBe(200);
    const again = await api.request('POST', `/v1/payment/local-checkout/${second}/pay`, { token });
    expect([again.status, again.body.message]).toEqual([409, MESSAGES.alreadySubscribed]);
    const subscriptions = await api.db.k.selectFrom('subscriptions').selectAll().where('plan_id', '=', pro._id).execute();
    expect(subscriptions.filter((row) => row.tenure === 'YEARLY')).toHaveLength(0);
  });

  it('an upgrade is credited the unused days of the plan held', async () => {
    const first = await buyer(api);
    const userId = first.id;
    const { premium, pro } = await plansOf(api);
    await subscribe(api, first.token, premium._id, 'MONTHLY');
    const held = (await api.request('GET', `/v1/user/${userId}`, { token: first.token })).body.data.subscription;
    const period = new Date(held.expiry).getTime() - api.clock.now();
    api.clock.advance(Math.round(period / 2));
    // Half a month later the first sign-in has expired: sign in again.
    const token = await loginToken(api, first.email, first.password);
    const created = await checkout(api, token, { planId: pro._id, tenure: 'MONTHLY' });
    const summary = (await api.request('GET', `/v1/payment/checkout/${created.body.data.sessionId}`, { token })).body.data;
    // Half the month is left: about half of the monthly Premium price, taken off the Pro price.
    expect(summary.credit).toBeGreaterThan(premium.monthlyPrice * 0.45);
    expect(summary.credit).toBeLessThan(premium.monthlyPrice * 0.55);
    expect(summary.due).toBeCloseTo(pro.monthlyPrice - summary.credit, 2);
    await api.request('POST', `/v1/payment/local-checkout/${summary.id}/pay`, { token });
    const upgraded = (await api.request('GET', `/v1/user/${userId}`, { token })).body.data.subscription;
    expect(upgraded).toMatchObject({ planTitle: 'Pro', isActive: true, tenure: 'MONTHLY' });
  });
});

describe('local pay needs the buyer own session', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ config: { localCheckout: true } });
  });
  afterAll(() => api.close());

  it('refuses no session and another user session with a clear message; the buyer can still pay', async () => {
    const owner = await buyer(api);
    const other = await buyer(api);
    const { pro } = await plansOf(api);
    const id = (await checkout(api, owner.token, { planId: pro._id, tenure: 'YEARLY' })).body.data.sessionId;
    const pay = (token?: string) => api.request('POST', `/v1/payment/local-checkout/${id}/pay`, { token });

    const anonymous = await pay();
    expect([anonymous.status, anonymous.body.message]).toEqual([401, MESSAGES.unauthorized]);
    const stranger = await pay(other.token);
    expect([stranger.status, stranger.body.message]).toEqual([403, MESSAGES.checkoutNotYours]);
    expect((await api.request('GET', `/v1/payment/checkout/${id}`, { token: other.token })).status).toBe(403);
    expect((await api.request('POST', `/v1/payment/local-checkout/${id}/cancel`, { token: other.token })).status).toBe(403);
    expect((await api.request('GET', `/v1/user/${other.id}`, { token: other.token })).body.data.subscription.planTitle).toBe('Free');

    const paid = await pay(owner.token);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'complete', plan: { title: 'Pro' }, tenure: 'YEARLY' });
  });

  it('the webhook path still activates a subscription from a signed event', async () => {
    const owner = await buyer(api);
    const { pro } = await plansOf(api);
    const seconds = Math.floor(api.clock.now() / 1000);
    const metadata = { userId: owner.id, planId: pro._id, tenure: 'YEARLY', checkoutId: 'chk_webhook' };
    const event = {
      id: `evt_${owner.id}`,
      object: 'event',
      type: 'customer.subscription.created',
      created: seconds,
      data: { object: { id: `sub_${owner.id}`, object: 'subscription', status: 'active', metadata, items: { data: [{ current_period_end: seconds + 365 * 86400 }] } } },
    };
    const payload = JSON.stringify(event);
    const secret = `whsec_local_${hmac(api.config.jwtSecret, 'local-payments-webhook')}`;
    const answer = await api.request('POST', '/v1/payment/webhook', {
      raw: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signWebhookPayload(payload, secret, seconds) },
    });
    expect(answer.status).toBe(200);
    const me = (await api.request('GET', `/v1/user/${owner.id}`, { token: owner.token })).body.data;
    expect(me.subscription).toMatchObject({ planTitle: 'Pro', isActive: true, tenure: 'YEARLY' });
  });
});

describe('local checkout switched off', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ config: { localCheckout: false } });
  });
  afterAll(() => api.close());

  it('opens no checkout and takes no payment', async () => {
    const { token, id: userId } = await buyer(api);
    const { pro } = await plansOf(api);
    const created = await checkout(api, token, { planId: pro._id, tenure: 'YEARLY' });
    expect([created.status, created.body.message]).toEqual([503, MESSAGES.paymentsUnavailable]);
    // A checkout left from before the switch cannot be paid either.
    await api.db.k
      .insertInto('checkout_sessions')
      .values({ id: 'leftover', user_id: userId, plan_id: pro._id, tenure: 'YEARLY', amount: 1, credit: 0, status: 'open', created_at: api.clock.now(), expires_at: api.clock.now() + 60_000 })
      .execute();
    const pay = await api.request('POST', '/v1/payment/local-checkout/leftover/pay', { token });
    expect([pay.status, pay.body.message]).toEqual([403, MESSAGES.localCheckoutOff]);
  });

  it('is on only with LOCAL_CHECKOUT=on, off otherwise', () => {
    expect(localCheckoutEnabled({})).toBe(false);
    expect(localCheckoutEnabled({ NODE_ENV: 'development' })).toBe(false);
    expect(localCheckoutEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(localCheckoutEnabled({ NODE_ENV: 'test' })).toBe(false);
    expect(localCheckoutEnabled({ NODE_ENV: 'production', LOCAL_CHECKOUT: 'on' })).toBe(true);
    expect(localCheckoutEnabled({ LOCAL_CHECKOUT: 'off' })).toBe(false);
  });
});
