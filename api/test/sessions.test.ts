import { SignJWT } from 'jose';
import { MESSAGES } from '@sentiscope/shared/contract';
import {
  adminToken,
  createVerifiedUser,
  loginToken,
  startApi,
  type TestApi,
} from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('reading users', () => {
  it('lets a user read themselves, refuses another user (403), lets a super admin read anyone', async () => {
    const alice = await createVerifiedUser(api);
    const bob = await createVerifiedUser(api);
    const aliceToken = await loginToken(api, alice.email, alice.password);
    const self = await api.request('GET', `/v1/user/${alice.id}`, { token: aliceToken });
    expect(self.status).toBe(200);
    expect(self.body.data).toMatchObject({ _id: alice.id, email: alice.email, isEmailVerified: true, stripe: { subscriptionId: null } });
    expect(Object.keys(self.body.data).sort()).toEqual(
      ['_id', 'email', 'isEmailVerified', 'isSuperAdmin', 'loginDevices', 'name', 'phoneNumber', 'stripe', 'subscription'].sort(),
    );
    const other = await api.request('GET', `/v1/user/${bob.id}`, { token: aliceToken });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ success: false, message: MESSAGES.forbidden });
    const admin = await adminToken(api);
    expect((await api.request('GET', `/v1/user/${bob.id}`, { token: admin })).body.data.email).toBe(bob.email);
    expect((await api.request('GET', '/v1/user/ffffffffffffffffffffffff', { token: admin })).status).toBe(404);
  });

  it('needs a token: 401 without one', async () => {
    const alice = await createVerifiedUser(api);
    expect((await api.request('GET', `/v1/user/${alice.id}`)).status).toBe(401);
  });
});

describe('token checks', () => {
  let user: { id: string; email: string; password: string };
  let token: string;
  beforeAll(async () => {
    user = await createVerifiedUser(api);
    token = await loginToken(api, user.email, user.password);
  });
  const get = (t: string) => api.request('GET', `/v1/user/${user.id}`, { token: t });

  it('refuses a tampered token: 401', async () => {
    const [header, , signature] = token.split('.');
    const forged = `${header}.${b64({ ...claimsOf(token), userId: 'ffffffffffffffffffffffff' })}.${signature}`;
    expect((await get(forged)).status).toBe(401);
    expect((await get(`${token.slice(0, -2)}xx`)).status).toBe(401);
  });

  it('refuses alg none: 401', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsOf(token))}.`;
    expect((await get(unsigned)).status).toBe(401);
  });

  it('refuses a token signed with another key or another algorithm: 401', async () => {
    const claims = claimsOf(token);
    const otherKey = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('not-the-server-secret'));
    expect((await get(otherKey)).status).toBe(401);
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(new TextEncoder().encode(api.config.jwtSecret));
    expect((await get(hs512)).status).toBe(401);
  });

  it('refuses an expired token: 401', async () => {
    const fresh = await loginToken(api, user.email, user.password);
    expect((await get(fresh)).status).toBe(200);
    api.clock.advance((claimsOf(fresh).exp * 1000 - api.clock.now()) + 1000);
    expect((await get(fresh)).status).toBe(401);
  });
});

describe('logout', () => {
  it('kills the token of the device that logged out, and tells whether a rating may be asked', async () => {
    const user = await createVerifiedUser(api);
    const token = await loginToken(api, user.email, user.password);
    const other = await loginToken(api, user.email, user.password);
    const out = await api.request('POST', '/v1/user/logout', { token, body: { fromAllDevices: false } });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ success: true, message: MESSAGES.deviceLoggedOut, data: { canGetRating: true } });
    expect((await api.request('GET', `/v1/user/${user.id}`, { token })).status).toBe(401);
    expect((await api.request('GET', `/v1/user/${user.id}`, { token: other })).status).toBe(200);
  });

  it('from all devices kills every token', async () => {
    const user = await createVerifiedUser(api);
    const tokens = [await loginToken(api, user.email, user.password), await loginToken(api, user.email, user.password)];
    const out = await api.request('POST', '/v1/user/logout', { token: tokens[0], body: { fromAllDevices: true } });
    expect(out.body.message).toBe(MESSAGES.allDevicesLoggedOut);
    for (const t of tokens) expect((await api.request('GET', `/v1/user/${user.id}`, { token: t })).status).toBe(401);
  });

  it('answers canGetRating false within 30 days of feedback, true again after', async () => {
    const user = await createVerifiedUser(api);
    const first = await api.request('POST', '/v1/user/logout', { token: await loginToken(api, user.email, user.password), body: { fromAllDevices: false } });
    expect(first.body.data.canGetRating).toBe(true);
    // The rating modal shows after logout, so the feedback is sent with the short feedback token.
    const feedback = await api.request('POST', '/v1/feedback', { token: first.body.data.ratingToken, body: { rating: 5, comment: 'Great' } });
    expect(feedback.status).toBe(201);
    const second = await api.request('POST', '/v1/user/logout', { token: await loginToken(api, user.email, user.password), body: { fromAllDevices: false } });
    expect(second.body.data).toEqual({ canGetRating: false, devices: [] });
    api.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
    const third = await api.request('POST', '/v1/user/logout', { token: await loginToken(api, user.email, user.password), body: { fromAllDevices: false } });
    expect(third.body.data.canGetRating).toBe(true);
  });

  it('answers Device not found for a device that is not the user’s', async () => {
    const user = await createVerifiedUser(api);
    const token = await loginToken(api, user.email, user.password);
    const out = await api.request('POST', '/v1/user/logout', { token, body: { fromAllDevices: false, deviceId: 'ffffffffffffffffffffffff' } });
    expect(out.status).toBe(404);
    expect(out.body.message).toBe(MESSAGES.deviceNotFound);
  });
});

describe('feedback', () => {
  it('needs a rating of 1 to 5 and a token', async () => {
    const user = await createVerifiedUser(api);
    const token = await loginToken(api, user.email, user.password);
    expect((await api.request('POST', '/v1/feedback', { body: { rating: 4, comment: '' } })).status).toBe(401);
    expect((await api.request('POST', '/v1/feedback', { token, body: { comment: 'no rating' } })).body.message).toBe('Rating is required');
    expect((await api.request('POST', '/v1/feedback', { token, body: { rating: 6 } })).status).toBe(400);
    expect((await api.request('POST', '/v1/feedback', { token, body: { rating: 0 } })).status).toBe(400);
    expect((await api.request('POST', '/v1/feedback', { token, body: { rating: 3 } })).status).toBe(201);
  });

  it('does not take a feedback token as an access token', async () => {
    const user = await createVerifiedUser(api);
    const out = await api.request('POST', '/v1/user/logout', { token: await loginToken(api, user.email, user.password), body: { fromAllDevices: false } });
    expect((await api.request('GET', `/v1/user/${user.id}`, { token: out.body.data.ratingToken })).status).toBe(401);
  });
});
