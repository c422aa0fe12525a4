import { makeStore } from '../store';
import { authApi } from './auth';
import { startTestServer } from './test-server';

const signup = { name: 'Ada Lovelace', email: 'Ada@Example.com', password: 'violet-lantern', phoneNumber: '', isAbove18: true, acceptedTermsAndConditions: true };

describe('the sign-up handle', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  afterEach(() => server.close());
  beforeEach(() => sessionStorage.clear());

  it('is kept from the sign-up answer and sent with the code request and the verification of that address', async () => {
    server = await startTestServer((req) =>
      req.url === '/v1/user/signup'
        ? { status: 201, body: { success: true, message: 'ok', data: { email: 'ada@example.com', signupId: 'handle-1' } } }
        : { status: 200, body: { success: true, message: 'ok', data: { message: 'ok' } } },
    );
    const store = makeStore({ storage: null, config: { apiBaseUrl: server.url } });
    await store.dispatch(authApi.endpoints.signup.initiate(signup));
    await store.dispatch(authApi.endpoints.requestOtp.initiate({ email: 'ada@example.com' }));
    await store.dispatch(authApi.endpoints.verifyOtp.initiate({ email: 'ada@example.com', otp: '123456' }));
    await store.dispatch(authApi.endpoints.requestOtp.initiate({ email: 'ada@example.com' }));
    const sent = server.requests.filter((r) => r.url.startsWith('/v1/auth/')).map((r) => JSON.parse(r.body));
    expect(sent).toEqual([
      { email: 'ada@example.com', signupId: 'handle-1' },
      { email: 'ada@example.com', otp: '123456', signupId: 'handle-1' },
      // Verified: the handle is gone.
      { email: 'ada@example.com' },
    ]);
  });

  it('is taken from a login before verifying, when the server names the sign-up the password belongs to', async () => {
    server = await startTestServer((req) =>
      req.url === '/v1/user/login'
        ? { status: 403, body: { success: false, message: 'Please verify your email', data: { signupId: 'handle-2' } } }
        : { status: 200, body: { success: true, message: 'ok', data: { message: 'ok' } } },
    );
    const store = makeStore({ storage: null, config: { apiBaseUrl: server.url } });
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'grace@example.com', password: 'x', device: { name: 'Mac', userAgent: 'Chrome', ip: 'unknown' } }));
    await store.dispatch(authApi.endpoints.requestOtp.initiate({ email: 'grace@example.com' }));
    expect(JSON.parse(server.requests.at(-1)!.body)).toEqual({ email: 'grace@example.com', signupId: 'handle-2' });
  });

  it('sends the reset token in the body, never in the address', async () => {
    server = await startTestServer(() => ({ status: 200, body: { success: true, message: 'ok', data: {} } }));
    const store = makeStore({ storage: null, config: { apiBaseUrl: server.url } });
    await store.dispatch(authApi.endpoints.resetPassword.initiate({ token: 'reset-abc', newPassword: 'violet-lantern' }));
    expect(server.requests[0].url).toBe('/v1/user/reset-password');
    expect(JSON.parse(server.requests[0].body)).toEqual({ token: 'reset-abc', newPassword: 'violet-lantern' });
  });
});
