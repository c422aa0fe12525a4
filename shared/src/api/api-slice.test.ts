import { makeStore } from '../store';
import { tokenSet } from '../store/session-slice';
import { companyApi } from './company';
import { planApi } from './plan';
import { authApi } from './auth';
import { errorMessage } from './base-query';
import { startTestServer } from './test-server';
import { aPlan } from '../testing';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const validToken = (userId = 'u1') => `${encode({ alg: 'HS256' })}.${encode({ userId, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

describe('the one API slice', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  afterEach(() => server.close());

  it('calls {apiBaseUrl}/v1 and unwraps the envelope data', async () => {
    server = await startTestServer(() => ({ status: 200, body: { success: true, message: 'ok', data: [{ _id: 'p1', title: 'Free' }] } }));
    const store = makeStore({ storage: null, config: { apiBaseUrl: `${server.url}/` } });
    const result = await store.dispatch(planApi.endpoints.getPlans.initiate());
    expect(result.data).toEqual([{ _id: 'p1', title: 'Free' }]);
    expect(server.requests[0].url).toBe('/v1/plan');
    expect(server.requests[0].authorization).toBeUndefined();
  });

  it('answers the plans in the order every page shows them: priority first, then Free, Premium, Pro, then others', async () => {
    const listed = [
      aPlan({ title: 'Enterprise', priority: 0 }),
      aPlan({ title: 'Pro', priority: 0 }),
      aPlan({ title: 'Team', priority: 5 }),
      aPlan({ title: 'Free', isFree: true, priority: 0 }),
      aPlan({ title: 'Premium', priority: 0 }),
    ];
    server = await startTestServer(() => ({ status: 200, body: { success: true, message: 'ok', data: listed } }));
    const store = makeStore({ storage: null, config: { apiBaseUrl: server.url } });
    const result = await store.dispatch(planApi.endpoints.getPlans.initiate());
    expect(result.data?.map((plan) => plan.title)).toEqual(['Free', 'Premium', 'Pro', 'Team', 'Enterprise']);
  });

  it('adds the bearer token only to calls that need auth', async () => {
    server = await startTestServer(() => ({ status: 200, body: { success: true, message: 'ok', data: {} } }));
    const store = makeStore({ storage: null, config: { apiBaseUrl: server.url } });
    const token = validToken();
    store.dispatch(tokenSet(token));
    await store.dispatch(companyApi.endpoints.getAdminCompanyInformation.initiate());
    await store.dispatch(companyApi.endpoints.getCompanyInfo.initiate());
    const admin = server.requests.find((r) => r.url === '/v1/admin/company-information');
    const company = server.requests.find((r) => r.url === '/v1/contact/company-info');
    expect(admin?.authorization).toBe(`Bearer ${token}`);
    expect(company?.authorization).toBeUndefined();
  });

  it('logs out when the server refuses the session token (401), and only then', async () => {
    let status = 403;
    server = await startTestServer(() => ({ status, body: { success: false, message: 'Your session has expired. Please log in again.' } }));
    const store = makeStore({ storage: null, config: { apiBaseUrl: server.url } });
    store.dispatch(tokenSet(validToken()));
    await store.dispatch(companyApi.endpoints.getAdminCompanyInformation.initiate());
    expect(store.getState().session.token).not.toBeNull();
    status = 401;
    await store.dispatch(companyApi.endpoints.getCompanyInfo.initiate());
    expect(store.getState().session.token).not.toBeNull();
    await store.dispatch(companyApi.endpoints.getAdminCompanyInformation.initiate(undefined, { forceRefetch: true }));
    expect(store.getState().session.token).toBeNull();
  });

  it('merges concurrent identical requests into one', async () => {
    server = await startTestServer(() => ({ status: 200, body: { success: true, message: 'ok', data: [] }, delayMs: 50 }));
    const store = makeStore({ storage: null, config: { apiBaseUrl: server.url } });
    const calls = [1, 2, 3].map(() => store.dispatch(planApi.endpoints.getPlans.initiate()));
    await Promise.all(calls);
    expect(server.requests.filter((r) => r.url === '/v1/plan')).toHaveLength(1);
  });

  it.each([
    [{ success: false, message: 'Invalid OTP', error: 'Bad Request' }, 'Invalid OTP'],
    [{ success: false, message: '', error: 'Bad Request' }, 'Bad Request'],
    ['<html>bad gateway</html>', 'Something went wrong'],
  ])('normalises a failure %p to "%s"', async (body, message) => {
    server = await startTestServer(() => ({ status: 400, body }));
    const store = makeStore({ storage: null, config: { apiBaseUrl: server.url } });
    const result = await store.dispatch(authApi.endpoints.verifyOtp.initiate({ email: 'a@b.co', otp: '000000' }));
    expect(result.error).toMatchObject({ status: 400, message });
  });

  it.each([
    [{ success: false, message: 'Invalid OTP' }, 'Invalid OTP'],
    [{ success: false, message: '', error: 'OTP expired' }, 'OTP expired'],
    ['<html>bad gateway</html>', 'Failed to verify OTP'],
    [{ success: false }, 'Failed to verify OTP'],
  ])("shows the server's message for %p, else the page's own fallback, never the generic text", async (body, shown) => {
    server = await startTestServer(() => ({ status: 400, body }));
    const store = makeStore({ storage: null, config: { apiBaseUrl: server.url } });
    const result = await store.dispatch(authApi.endpoints.verifyOtp.initiate({ email: 'a@b.co', otp: '000000' }));
    expect(errorMessage(result.error, 'Failed to verify OTP')).toBe(shown);
  });

  it("gives an unreachable API the page's own fallback, and a thrown Error its message", async () => {
    server = await startTestServer(() => ({ status: 200, body: {} }));
    const store = makeStore({ storage: null, config: { apiBaseUrl: 'http://127.0.0.1:9' } });
    const result = await store.dispatch(authApi.endpoints.verifyOtp.initiate({ email: 'a@b.co', otp: '000000' }));
    expect(errorMessage(result.error, 'Login failed')).toBe('Login failed');
    expect(errorMessage(new Error('Failed to reset email'), 'Signup failed')).toBe('Failed to reset email');
  });

  it('keeps the server data of a 429 device conflict on the error', async () => {
    const conflict = { devices: [{ _id: 'd1', name: 'Mac' }], token: 'temporary' };
    server = await startTestServer(() => ({ status: 429, body: { success: false, message: 'Too many devices', data: conflict } }));
    const store = makeStore({ storage: null, config: { apiBaseUrl: server.url } });
    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'secret1', device: { name: 'Mac', ip: 'unknown', userAgent: 'Chrome' } }),
    );
    expect(result.error).toEqual({ status: 429, message: 'Too many devices', serverMessage: 'Too many devices', data: conflict });
  });

  it('reports an unreachable API as "Something went wrong"', async () => {
    server = await startTestServer(() => ({ status: 200, body: {} }));
    await server.close();
    const store = makeStore({ storage: null, config: { apiBaseUrl: server.url } });
    const result = await store.dispatch(planApi.endpoints.getPlans.initiate());
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR', message: 'Something went wrong' });
    server = await startTestServer(() => ({ status: 200, body: {} }));
  });
});
