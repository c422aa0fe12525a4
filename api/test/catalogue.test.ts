import { MESSAGES, VALIDATION_MESSAGES, sixMonthPriceOf, yearlyPriceOf } from '@sentiscope/shared/contract';
import { adminToken, createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';

let api: TestApi;
let admin: string;
let userToken: string;
beforeAll(async () => {
  api = await startApi();
  admin = await adminToken(api);
  const user = await createVerifiedUser(api);
  userToken = await loginToken(api, user.email, user.password);
});
afterAll(() => api.close());

const planInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Team',
  monthlyPrice: 10,
  sixMonthPrice: 0,
  sixMonthDiscount: 10,
  yearlyPrice: 0,
  yearlyDiscount: 25,
  saveText: 'Save 25%',
  note: '',
  isMostPopular: false,
  isFree: false,
  features: ['One', '  ', 'Two '],
  cryptos: ['btc', 'sol'],
  priority: 2.7,
  ...overrides,
});

describe('admin routes refuse non-admins', () => {
  // Every row has three cells: with two, Jest would pass its `done` callback as the body.
  const routes: Array<[string, string, unknown]> = [
    ['POST', '/v1/plan', planInput()],
    ['PUT', '/v1/plan/ffffffffffffffffffffffff', planInput()],
    ['DELETE', '/v1/plan/ffffffffffffffffffffffff', undefined],
    ['GET', '/v1/admin/company-information', undefined],
    ['PUT', '/v1/admin/company-information', { a: { type: 'string', value: 'x' } }],
  ];
  it.each(routes)('%s %s: 403 for a signed-in user, 401 anonymous', async (method, path, body) => {
    const asUser = await api.request(method, path, { token: userToken, body });
    expect(asUser.status).toBe(403);
    expect(asUser.body).toEqual({ success: false, message: MESSAGES.forbidden, error: MESSAGES.forbidden });
    expect((await api.request(method, path, { body })).status).toBe(401);
  });
});

describe('plans', () => {
  it('lists the seeded Free, Premium and Pro plans publicly, sorted, with a product id per tenure', async () => {
    const answer = await api.request('GET', '/v1/plan');
    expect(answer.status).toBe(200);
    const [free, premium, pro] = answer.body.data;
    expect([free.title, premium.title, pro.title]).toEqual(['Free', 'Premium', 'Pro']);
    expect(free.isFree).toBe(true);
    expect(premium).toMatchObject({ isMostPopular: true, isFree: false });
    expect(premium.yearlyPrice).toBeLessThan(pro.yearlyPrice);
    expect(pro).toMatchObject({ sixMonthDiscount: 10, yearlyDiscount: 20, isMostPopular: false });
    expect(pro.sixMonthPrice).toBe(sixMonthPriceOf(pro.monthlyPrice, 10));
    expect(pro.yearlyPrice).toBe(yearlyPriceOf(pro.monthlyPrice, 20));
    expect(pro.pricingDetails.map((d: { tenure: string }) => d.tenure)).toEqual(['MONTHLY', 'SIX_MONTHS', 'YEARLY']);
    expect(new Set(pro.pricingDetails.map((d: { productId: string }) => d.productId)).size).toBe(3);
    expect(pro.productId).toBe(pro.pricingDetails[0].productId);
  });

  it('creates, updates and deletes a plan as super admin, computing prices and cleaning the form', async () => {
    const created = await api.request('POST', '/v1/plan', { token: admin, body: planInput() });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(MESSAGES.planCreated);
    const plan = created.body.data;
    expect(plan).toMatchObject({
      title: 'Team',
      sixMonthPrice: sixMonthPriceOf(10, 10),
      yearlyPrice: yearlyPriceOf(10, 25),
      features: ['One', 'Two'],
      priority: 2,
    });
    const listed = (await api.request('GET', '/v1/plan')).body.data.map((p: { title: string }) => p.title);
    // Team shares Premium's priority (2), so only their places around it are fixed.
    expect([listed[0], listed[3]]).toEqual(['Free', 'Pro']);
    expect([...listed.slice(1, 3)].sort()).toEqual(['Premium', 'Team']);

    const updated = await api.request('PUT', `/v1/plan/${plan._id}`, { token: admin, body: { ...plan, title: 'Premium+', monthlyPrice: 12 } });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe(MESSAGES.planUpdated);
    expect(updated.body.data).toMatchObject({ _id: plan._id, title: 'Premium+', yearlyPrice: yearlyPriceOf(12, 25) });

    const deleted = await api.request('DELETE', `/v1/plan/${plan._id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(MESSAGES.planDeleted);
    expect((await api.request('DELETE', `/v1/plan/${plan._id}`, { token: admin })).body.message).toBe(MESSAGES.planMissingId);
    expect((await api.request('PUT', `/v1/plan/${plan._id}`, { token: admin, body: planInput() })).status).toBe(404);
  });

  it.each([
    [{ title: '  ' }, VALIDATION_MESSAGES.required('Title')],
    [{ monthlyPrice: 0 }, 'Monthly price must be above 0 for a paid plan'],
    [{ monthlyPrice: -1, isFree: true }, 'Monthly price must be 0 or more'],
    [{ priority: -3 }, VALIDATION_MESSAGES.positiveNumber],
  ])('refuses %j', async (overrides, message) => {
    const answer = await api.request('POST', '/v1/plan', { token: admin, body: planInput(overrides) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('accepts a free plan at 0 and refuses to delete a plan that has subscribers', async () => {
    expect((await api.request('POST', '/v1/plan', { token: admin, body: planInput({ title: 'Starter', monthlyPrice: 0, isFree: true }) })).status).toBe(201);
    const free = (await api.request('GET', '/v1/plan')).body.data.find((p: { title: string }) => p.title === 'Free');
    expect((await api.request('DELETE', `/v1/plan/${free._id}`, { token: admin })).status).toBe(409);
  });
});

describe('company information', () => {
  it('serves the public company info', async () => {
    const answer = await api.request('GET', '/v1/contact/company-info');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data).sort()).toEqual(
      ['activeUsers', 'addresses', 'companyName', 'contacts', 'excellentRating', 'premiumFeatures', 'socialMedia', 'totalBandwidth', 'totalProjects', 'totalStorage', 'totalUsers'].sort(),
    );
  });

  it('reads and replaces the typed admin record', async () => {
    const before = await api.request('GET', '/v1/admin/company-information', { token: admin });
    expect(before.body.data.companyName).toEqual({ type: 'string', value: 'SentiScope' });
    const record = {
      companyName: { type: 'string', value: 'SentiScope Ltd' },
      employees: { type: 'number', value: 42 },
      hiring: { type: 'boolean', value: false },
      offices: { type: 'string[]', value: ['London', 'Lagos'] },
      ratings: { type: 'number[]', value: [4.5, 5] },
    };
    const saved = await api.request('PUT', '/v1/admin/company-information', { token: admin, body: record });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(record);
    expect((await api.request('GET', '/v1/admin/company-information', { token: admin })).body.data).toEqual(record);
  });

  it.each([
    [{ employees: { type: 'number', value: 'many' } }, 'employees must be a number'],
    [{ hiring: { type: 'boolean', value: 'yes' } }, 'hiring must be a boolean'],
    [{ offices: { type: 'string[]', value: ['a', 1] } }, 'offices must be a list of texts'],
    [{ ratings: { type: 'number[]', value: 'x' } }, 'ratings must be a list of numbers'],
  ])('refuses a value that does not fit its type: %j', async (record, message) => {
    const answer = await api.request('PUT', '/v1/admin/company-information', { token: admin, body: record });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('refuses an unknown type', async () => {
    const answer = await api.request('PUT', '/v1/admin/company-information', { token: admin, body: { a: { type: 'date', value: 'x' } } });
    expect(answer.status).toBe(400);
  });
});

describe('stocks', () => {
  it('lists the catalogue publicly, BTC default, locked per the free plan', async () => {
    const answer = await api.request('GET', '/v1/stock/list');
    expect(answer.status).toBe(200);
    const byId = Object.fromEntries(answer.body.data.map((s: { id: string }) => [s.id, s]));
    expect(Object.keys(byId)).toEqual(['btc', 'eth', 'sol', 'bnb', 'xrp', 'ada', 'doge', 'aapl', 'msft', 'nvda', 'tsla', 'spy']);
    expect(byId.btc).toMatchObject({ id: 'btc', name: 'BTC - Bitcoin', symbol: 'BTC', kind: 'crypto', isDefault: true, locked: false });
    // Without a data directory the prices are the demo walk, from 2018 to yesterday.
    expect(byId.btc).toMatchObject({ firstDay: '2018-01-01', source: 'demo' });
    expect(byId.eth.locked).toBe(false);
    expect(byId.sol.locked).toBe(true);
    // The free plan opens BTC and ETH only.
    expect(Object.values(byId).filter((s) => !(s as { locked: boolean }).locked).map((s) => (s as { id: string }).id)).toEqual(['btc', 'eth']);
    expect(byId.aapl).toMatchObject({ kind: 'stock', locked: true });
    expect(answer.body.data.filter((s: { isDefault: boolean }) => s.isDefault)).toHaveLength(1);
  });

  it('unlocks everything for an admin moved onto the pro plan', async () => {
    const pro = (await api.request('GET', '/v1/plan')).body.data.find((p: { title: string }) => p.title === 'Pro');
    await api.db.k.updateTable('users').set({ plan_id: pro._id, sub_is_active: 1 }).where('email', '=', 'admin@test.dev').execute();
    const answer = await api.request('GET', '/v1/stock/list', { token: admin });
    expect(answer.body.data.every((s: { locked: boolean }) => !s.locked)).toBe(true);
  });

  it('refuses a locked asset with 403 and the upgrade message; needs a token; 404 for unknown', async () => {
    const locked = await api.request('GET', '/v1/stock/details/sol', { token: userToken });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe(MESSAGES.assetLocked);
    expect((await api.request('GET', '/v1/stock/details/btc')).status).toBe(401);
    expect((await api.request('GET', '/v1/stock/details/zzz', { token: userToken })).status).toBe(404);
    expect((await api.request('GET', '/v1/stock/details/btc?startDate=yesterday', { token: userToken })).status).toBe(400);
  });
});

describe('HTTP hygiene', () => {
  it('allows the site origins by CORS and not others', async () => {
    const allowed = await api.request('OPTIONS', '/v1/plan', { headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const denied = await api.request('OPTIONS', '/v1/plan', { headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends the security headers on answers, failures and unknown routes alike', async () => {
    const answers = [
      await api.request('GET', '/v1/plan'),
      await api.request('GET', '/v1/user/not-a-user'),
      await api.request('POST', '/v1/user/login', { body: { email: 'nobody' } }),
      await api.request('GET', '/v1/no-such-route'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 400, 404]);
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('answers 413 in the envelope for a body over the limit, 404 for unknown routes', async () => {
    const big = await api.request('POST', '/v1/user/login', { body: { email: 'a@b.co', password: 'x'.repeat(70_000) } });
    expect(big.status).toBe(413);
    expect(big.body.success).toBe(false);
    const missing = await api.request('GET', '/v1/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.success).toBe(false);
  });
});
