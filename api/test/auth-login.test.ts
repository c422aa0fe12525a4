// Sign-in, its limits, and forgot and reset password, over real HTTP (sign-up and its code: auth.test.ts).
import { MESSAGES, VALIDATION_MESSAGES } from '@sentiscope/shared/contract';
import {
  createVerifiedUser,
  login,
  startApi,
  uniqueEmail,
  waitFor,
  type TestApi,
} from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ rateLimits: { loginPerAccount: { limit: 3, windowMs: 60_000 } } });
});
afterAll(() => api.close());

import { API_MESSAGES } from '../src/platform/messages';
import { expectFailure } from './expect-failure';

describe('login', () => {
  it('answers the token and the user; the token carries userId and exp', async () => {
    const user = await createVerifiedUser(api);
    const answer = await login(api, user.email, user.password);
    expect(answer.status).toBe(200);
    const { token, user: body } = answer.body.data;
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ userId: user.id, typ: 'access' });
    expect(claims.exp * 1000).toBeGreaterThan(api.clock.now());
    expect(body.loginDevices).toEqual([
      expect.objectContaining({ name: 'Mac', userAgent: 'Chrome', ip: '127.0.0.1' }),
    ]);
  });

  it('keeps the browser the client detected when it is in the product list, but always the ip the server saw', async () => {
    const user = await createVerifiedUser(api);
    const answer = await api.request('POST', '/v1/user/login', {
      body: { email: user.email, password: user.password, device: { name: 'Windows', userAgent: 'Brave', ip: '203.0.113.7' } },
      headers: { 'user-agent': 'curl/8' },
    });
    expect(answer.body.data.user.loginDevices[0]).toMatchObject({ name: 'Windows', userAgent: 'Brave', ip: '127.0.0.1' });
  });

  it('rejects a wrong password and an unknown e-mail with the same 401', async () => {
    const user = await createVerifiedUser(api);
    expectFailure(await login(api, user.email, 'wrong-password'), 401, MESSAGES.invalidCredentials);
    expectFailure(await login(api, uniqueEmail('nobody'), 'wrong-password'), 401, MESSAGES.invalidCredentials);
  });

  it("validates the fields with the contract's messages", async () => {
    expectFailure(await api.request('POST', '/v1/user/login', { body: { email: '', password: 'x' } }), 400, VALIDATION_MESSAGES.required('Email'));
    expectFailure(await api.request('POST', '/v1/user/login', { body: { email: 'a@b.co', password: '' } }), 400, VALIDATION_MESSAGES.required('Password'));
  });

  it('blocks a client for an account after its limit of wrong passwords, even with the right one, until the window ends', async () => {
    const user = await createVerifiedUser(api);
    for (let i = 0; i < 3; i += 1) expect((await login(api, user.email, 'wrong-password')).status).toBe(401);
    expectFailure(await login(api, user.email, user.password), 429, API_MESSAGES.loginBlocked);
    api.clock.advance(60_001);
    expect((await login(api, user.email, user.password)).status).toBe(200);
  });
});

describe('login rate limit per IP', () => {
  it('limits one address across accounts', async () => {
    const limited = await startApi({ rateLimits: { loginPerIp: { limit: 5, windowMs: 60_000 } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) statuses.push((await login(limited, uniqueEmail('spray'), 'whatever-1')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('forgot and reset password', () => {
  const resetLink = (email: string) =>
    waitFor(() => api.outbox().find((m) => m.to === email && /reset/i.test(m.subject))?.text.match(/token=([\w%-]+)/)?.[1]);

  it('answers identically for known and unknown e-mails', async () => {
    const user = await createVerifiedUser(api);
    const known = await api.request('POST', '/v1/user/forgot-password', { body: { email: user.email } });
    const unknown = await api.request('POST', '/v1/user/forgot-password', { body: { email: uniqueEmail('unknown') } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    expect(known.body.message).toBe(MESSAGES.forgotPasswordSent);
    expect(known.text).not.toMatch(/token/i);
  });

  it('resets with a single-use link of 128+ random bits, ends every session, and the new password works', async () => {
    const user = await createVerifiedUser(api);
    const { loginToken } = await import('./helpers');
    const sessionToken = await loginToken(api, user.email, user.password);
    await api.request('POST', '/v1/user/forgot-password', { body: { email: user.email } });
    const token = decodeURIComponent(await resetLink(user.email));
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const mail = api.outbox().find((m) => m.to === user.email && /reset/i.test(m.subject))!;
    expect(mail.text).toContain('http://localhost:3000/reset-password?token=');

    const reset = await api.request('POST', '/v1/user/reset-password', { body: { token, newPassword: 'brand-new-pass' } });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(MESSAGES.passwordResetSuccess);
    expect((await api.request('GET', `/v1/user/${user.id}`, { token: sessionToken })).status).toBe(401);
    expect((await login(api, user.email, user.password)).status).toBe(401);
    expect((await login(api, user.email, 'brand-new-pass')).status).toBe(200);

    const again = await api.request('POST', '/v1/user/reset-password', { body: { token, newPassword: 'third-pass-1' } });
    expectFailure(again, 400, MESSAGES.resetTokenInvalid);
  });

  it('refuses an expired link (30 minutes) and a missing token, and checks the new password', async () => {
    const user = await createVerifiedUser(api);
    await api.request('POST', '/v1/user/forgot-password', { body: { email: user.email } });
    const token = await resetLink(user.email);
    expectFailure(await api.request('POST', '/v1/user/reset-password', { body: { newPassword: 'whatever-1' } }), 400, MESSAGES.resetTokenMissing);
    expectFailure(await api.request('POST', '/v1/user/reset-password', { body: { token: decodeURIComponent(token), newPassword: '123' } }), 400, VALIDATION_MESSAGES.passwordTooShort);
    expectFailure(
      await api.request('POST', '/v1/user/reset-password', { body: { token: decodeURIComponent(token), newPassword: 'abcdef-ghij', confirmPassword: 'abcdeg-ghij' } }),
      400,
      VALIDATION_MESSAGES.passwordsDoNotMatch,
    );
    expectFailure(await api.request('POST', '/v1/user/reset-password', { body: { token: 'not-a-real-token', newPassword: 'abcdef-ghij' } }), 400, MESSAGES.resetTokenInvalid);
    api.clock.advance(30 * 60 * 1000 + 1);
    expectFailure(await api.request('POST', '/v1/user/reset-password', { body: { token: decodeURIComponent(token), newPassword: 'abcdef-ghij' } }), 400, MESSAGES.resetTokenExpired);
  });

  it('validates the e-mail of forgot-password', async () => {
    expectFailure(await api.request('POST', '/v1/user/forgot-password', { body: { email: 'nope' } }), 400, VALIDATION_MESSAGES.invalidEmail);
    expectFailure(await api.request('POST', '/v1/user/forgot-password', { body: {} }), 400, VALIDATION_MESSAGES.required('Email'));
  });
});
