import fc from 'fast-check';
import Stripe from 'stripe';
import { adminToken, createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';

type PlanJson = { _id: string; title: string; pricingDetails: Array<{ tenure: string; productId: string }> };

async function plans(api: TestApi): Promise<{ free: PlanJson; pro: PlanJson }> {
  const list: PlanJson[] = (await api.request('GET', '/v1/plan')).body.data;
  return { free: list.find((p) => p.title === 'Free')!, pro: list.find((p) => p.title === 'Pro')! };
}

describe('local checkout (default provider)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ config: { localCheckout: true } });
  });
  afterAll(() => api.close());

  it('subscribes end to end: the site checkout page, Pay with the buyer session, signed events through the webhook', async () => {
    const user = await createVerifiedUser(api);
    const token = await loginToken(api, user.email, user.password);
    const { pro } = await plans(api);
    const created = await api.request('POST', '/v1/payment/create-checkout-session', { token, body: { planId: pro._id, tenure: 'SIX_MONTHS' } });
    expect(created.status).toBe(200);
    const url = new URL(created.body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/checkout');
    const id = url.searchParams.get('session')!;
    expect(id).toBe(created.body.data.sessionId);

    const summary = await api.request('GET', `/v1/payment/checkout/${id}`, { token });
    expect(summary.body.data).toMatchObject({ status: 'open', plan: { _id: pro._id, title: 'Pro' }, tenure: 'SIX_MONTHS', credit: 0 });

    const paid = await api.request('POST', `/v1/payment/local-checkout/${id}/pay`, { token });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'complete', plan: { title: 'Pro' } });

    const me = (await api.request('GET', `/v1/user/${user.id}`, { token })).body.data;
    expect(me.subscription).toMatchObject({ plan: pro._id, planTitle: 'Pro', isActive: true, tenure: 'SIX_MONTHS', cancelAtPeriodEnd: false });
    expect(paid.body.data.renewsAt).toBe(me.subscription.expiry);
    const months = (new Date(me.subscription.expiry).getTime() - api.clock.now()) / (30.4 * 24 * 3600 * 1000);
    expect(months).toBeGreaterThan(5.8);
    expect(months).toBeLessThan(6.2);
    expect(me.stripe.subscriptionId).toMatch(/^sub_local_/);
    const events = await api.db.k.selectFrom('webhook_events').selectAll().execute();
    expect(events.map((e) => e.type).sort()).toEqual(['checkout.session.completed', 'customer.subscription.created']);

    // Pay again on the same checkout: closed, nothing more happens.
    expect((await api.request('POST', `/v1/payment/local-checkout/${id}/pay`, { token })).status).toBe(409);
    expect(await api.db.k.selectFrom('subscriptions').selectAll().execute()).toHaveLength(1);

    // The whole pro catalogue opens, and the subscription can be cancelled at period end.
    const list = (await api.request('GET', '/v1/stock/list', { token })).body.data;
    expect(list.every((s: { locked: boolean }) => !s.locked)).toBe(true);
    const cancelled = await api.request('POST', '/v1/payment/cancel-subscription', { token, body: { subscriptionId: me.stripe.subscriptionId } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.subscription).toMatchObject({ isActive: true, cancelAtPeriodEnd: true });
    api.clock.advance(new Date(me.subscription.expiry).getTime() - api.clock.now() + 1000);
    const again = await loginToken(api, user.email, user.password);
    const later = (await api.request('GET', `/v1/user/${user.id}`, { token: again })).body.data;
    expect(later.subscription.isActive).toBe(false);
  });

  it('Cancel on the checkout page closes it and subscribes nobody', async () => {
    const user = await createVerifiedUser(api);
    const token = await loginToken(api, user.email, user.password);
    const { pro } = await plans(api);
    const created = await api.request('POST', '/v1/payment/create-checkout-session', { token, body: { planId: pro._id, tenure: 'MONTHLY' } });
    const id = created.body.data.sessionId;
    expect((await api.request('POST', `/v1/payment/local-checkout/${id}/cancel`, { token })).status).toBe(200);
    expect((await api.request('POST', `/v1/payment/local-checkout/${id}/pay`, { token })).status).toBe(409);
    expect((await api.request('GET', `/v1/user/${user.id}`, { token })).body.data.subscription.planTitle).toBe('Free');
  });

  it('refuses a webhook event not signed with the local secret: 400', async () => {
    const payload = JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', created: 1, data: { object: {} } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_guess' });
    const answer = await api.request('POST', '/v1/payment/webhook', { raw: payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
  });
});

describe('Stripe webhooks', () => {
  const SECRET = 'whsec_test_secret_for_sentiscope';
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ config: { stripeSecretKey: 'sk_test_not_used_offline', stripeWebhookSecret: SECRET } });
  });
  afterAll(() => api.close());

  const send = (event: unknown, secret = SECRET) => {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(api.clock.now() / 1000) });
    return api.request('POST', '/v1/payment/webhook', { raw: payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
  };

  function subscriptionEvents(userId: string, planId: string, seed: string) {
    const now = Math.floor(api.clock.now() / 1000);
    const metadata = { userId, planId, tenure: 'YEARLY', checkoutId: `chk_${seed}` };
    const subscription = (status: string, created: number, cancel = false) => ({
      id: `sub_${seed}`,
      object: 'subscription',
      status,
      cancel_at_period_end: cancel,
      metadata,
      items: { data: [{ current_period_end: now + 365 * 24 * 3600 }] },
      created,
    });
    return [
      { id: `evt_${seed}_1`, object: 'event', type: 'checkout.session.completed', created: now, data: { object: { id: `cs_${seed}`, object: 'checkout.session', mode: 'subscription', subscription: `sub_${seed}`, customer: `cus_${seed}`, client_reference_id: userId, metadata } } },
      { id: `evt_${seed}_2`, object: 'event', type: 'customer.subscription.created', created: now, data: { object: subscription('incomplete', now) } },
      { id: `evt_${seed}_3`, object: 'event', type: 'customer.subscription.updated', created: now + 5, data: { object: subscription('active', now) } },
    ];
  }

  it('activates exactly one subscription when the events are replayed 10 times in shuffled order', async () => {
    const { pro } = await plans(api);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 31 - 1 }), async (shuffleSeed) => {
        const user = await createVerifiedUser(api);
        const events = subscriptionEvents(user.id, pro._id, `${user.id}_${shuffleSeed}`);
        const deliveries = Array.from({ length: 10 }, () => events).flat();
        const shuffled = fc.sample(fc.shuffledSubarray(deliveries, { minLength: deliveries.length, maxLength: deliveries.length }), { seed: shuffleSeed, numRuns: 1 })[0];
        for (const event of shuffled) expect((await send(event)).status).toBe(200);

        const subs = await api.db.k.selectFrom('subscriptions').selectAll().where('user_id', '=', user.id).execute();
        expect(subs).toHaveLength(1);
        expect(subs[0].status).toBe('active');
        const processed = await api.db.k.selectFrom('webhook_events').select('id').where('id', 'like', `evt_${user.id}_%`).execute();
        expect(processed).toHaveLength(3);
        const row = await api.db.k.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
        expect(row).toMatchObject({ plan_id: pro._id, sub_is_active: 1, sub_tenure: 'YEARLY', stripe_subscription_id: `sub_${user.id}_${shuffleSeed}` });
      }),
      { numRuns: 3 },
    );
  });

  it('takes cancellation and deletion from subscription events', async () => {
    const { pro, free } = await plans(api);
    const user = await createVerifiedUser(api);
    const [completed, created, updated] = subscriptionEvents(user.id, pro._id, `c_${user.id}`);
    for (const event of [completed, created, updated]) await send(event);
    const cancelAt = { ...updated, id: `${updated.id}_cancel`, created: updated.created + 10, data: { object: { ...updated.data.object, cancel_at_period_end: true } } };
    await send(cancelAt);
    let row = await api.db.k.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.sub_cancel_at_period_end).toBe(1);
    // An older event arriving late changes nothing.
    await send({ ...updated, id: `${updated.id}_late`, created: updated.created - 1 });
    row = await api.db.k.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.sub_cancel_at_period_end).toBe(1);
    await send({ ...updated, id: `${updated.id}_deleted`, type: 'customer.subscription.deleted', created: updated.created + 20, data: { object: { ...updated.data.object, status: 'canceled' } } });
    row = await api.db.k.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ plan_id: free._id, stripe_subscription_id: null, sub_expiry: null });
  });

  it('answers 400 to a bad signature, a stale timestamp and a missing header, and applies nothing', async () => {
    const { pro } = await plans(api);
    const user = await createVerifiedUser(api);
    const events = subscriptionEvents(user.id, pro._id, `bad_${user.id}`);
    expect((await send(events[2], 'whsec_wrong')).status).toBe(400);
    const payload = JSON.stringify(events[2]);
    const old = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: Math.floor(api.clock.now() / 1000) - 3600 });
    expect((await api.request('POST', '/v1/payment/webhook', { raw: payload, headers: { 'content-type': 'application/json', 'stripe-signature': old } })).status).toBe(400);
    const tampered = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: Math.floor(api.clock.now() / 1000) });
    const altered = payload.replace('"active"', '"trialing"');
    expect((await api.request('POST', '/v1/payment/webhook', { raw: altered, headers: { 'content-type': 'application/json', 'stripe-signature': tampered } })).status).toBe(400);
    expect((await api.request('POST', '/v1/payment/webhook', { raw: payload, headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect(await api.db.k.selectFrom('subscriptions').selectAll().where('user_id', '=', user.id).execute()).toHaveLength(0);
  });

  it('has no local pay step when Stripe is configured', async () => {
    expect((await api.request('POST', '/v1/payment/local-checkout/abc/pay')).status).toBe(404);
    const admin = await adminToken(api);
    expect(admin).toBeTruthy();
  });
});
