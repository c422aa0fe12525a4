import { expireSubscriptions } from '../src/billing/service/subscription';
import { createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';

type PlanJson = { _id: string; title: string; pricingDetails: Array<{ tenure: string; productId: string; price?: number }> };

/** Buys Pro for six months through the local checkout, as a user does: checkout, Pay (with their session), webhook. */
async function subscribeToPro(api: TestApi, token: string) {
  const pro = ((await api.request('GET', '/v1/plan')).body.data as PlanJson[]).find((p) => p.title === 'Pro')!;
  const created = await api.request('POST', '/v1/payment/create-checkout-session', { token, body: { planId: pro._id, tenure: 'SIX_MONTHS' } });
  const paid = await api.request('POST', `/v1/payment/local-checkout/${created.body.data.sessionId}/pay`, { token });
  expect(paid.status).toBe(200);
}

async function expireNow(api: TestApi) {
  const free = await api.db.k.selectFrom('plans').select('id').where('title', '=', 'Free').executeTakeFirstOrThrow();
  return expireSubscriptions(api.db, free.id, api.clock.now());
}

describe('the subscription: cancel, resume, payment history and expiry', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ config: { localCheckout: true } });
  });
  afterAll(() => api.close());

  it('cancels at period end, then resumes before that day', async () => {
    const user = await createVerifiedUser(api);
    const token = await loginToken(api, user.email, user.password);
    await subscribeToPro(api, token);
    const cancelled = await api.request('POST', '/v1/payment/cancel-subscription', { token, body: {} });
    expect(cancelled.body.data.subscription).toMatchObject({ planTitle: 'Pro', isActive: true, cancelAtPeriodEnd: true });

    const resumed = await api.request('POST', '/v1/subscription/resume', { token, body: {} });
    expect(resumed.status).toBe(200);
    expect(resumed.body.message).toBe('Your subscription will renew as usual');
    expect(resumed.body.data.subscription).toMatchObject({ planTitle: 'Pro', isActive: true, cancelAtPeriodEnd: false });
    const row = await api.db.k.selectFrom('subscriptions').select('cancel_at_period_end').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.cancel_at_period_end).toBe(0);

    // Nothing left to resume.
    const again = await api.request('POST', '/v1/subscription/resume', { token, body: {} });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('There is no cancelled subscription to resume');
  });

  it('refuses resume for a free user and without a session', async () => {
    const user = await createVerifiedUser(api);
    const token = await loginToken(api, user.email, user.password);
    expect((await api.request('POST', '/v1/subscription/resume', { token, body: {} })).status).toBe(400);
    expect((await api.request('POST', '/v1/subscription/resume', { body: {} })).status).toBe(401);
  });

  it('lists only the caller\'s completed payments with date, plan, cycle and amount', async () => {
    const payer = await createVerifiedUser(api);
    const payerToken = await loginToken(api, payer.email, payer.password);
    await subscribeToPro(api, payerToken);
    const other = await createVerifiedUser(api);
    const otherToken = await loginToken(api, other.email, other.password);

    const mine = await api.request('GET', '/v1/subscription/payments', { token: payerToken });
    expect(mine.status).toBe(200);
    expect(mine.body.data.payments).toHaveLength(1);
    expect(mine.body.data.payments[0]).toMatchObject({ planTitle: 'Pro', tenure: 'SIX_MONTHS', date: new Date(api.clock.now()).toISOString() });
    expect(mine.body.data.payments[0].amount).toBeGreaterThan(0);
    expect((await api.request('GET', '/v1/subscription/payments', { token: otherToken })).body.data.payments).toEqual([]);
  });

  it('moves a cancelled subscription to the free plan once its period has ended, not before', async () => {
    const user = await createVerifiedUser(api);
    const token = await loginToken(api, user.email, user.password);
    await subscribeToPro(api, token);
    await api.request('POST', '/v1/payment/cancel-subscription', { token, body: {} });
    const expiry = new Date((await api.request('GET', `/v1/user/${user.id}`, { token })).body.data.subscription.expiry).getTime();

    api.clock.advance(expiry - api.clock.now() - 60_000);
    await expireNow(api);
    const before = await loginToken(api, user.email, user.password);
    expect((await api.request('GET', `/v1/user/${user.id}`, { token: before })).body.data.subscription.planTitle).toBe('Pro');

    api.clock.advance(120_000);
    expect(await expireNow(api)).toBeGreaterThanOrEqual(1);
    const fresh = await loginToken(api, user.email, user.password);
    const after = (await api.request('GET', `/v1/user/${user.id}`, { token: fresh })).body.data.subscription;
    expect(after).toMatchObject({ planTitle: 'Free', isActive: true, expiry: null, cancelAtPeriodEnd: false });
  });
});
