// Finding 5: weak passwords are refused at sign-up and reset: 8 to 128 characters, not common or breached.
import { VALIDATION_MESSAGES } from '@sentiscope/shared/contract';
import { createVerifiedUser, login, signupBody, startApi, waitFor, type TestApi } from '../helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('password policy', () => {
  it.each([
    ['123456', VALIDATION_MESSAGES.passwordTooShort],
    ['1234567', VALIDATION_MESSAGES.passwordTooShort],
    ['x'.repeat(129), VALIDATION_MESSAGES.passwordTooLong],
    ['password1', VALIDATION_MESSAGES.passwordTooWeak],
    ['qwertyuiop', VALIDATION_MESSAGES.passwordTooWeak],
    ['iloveyou', VALIDATION_MESSAGES.passwordTooWeak],
    ['12345678', VALIDATION_MESSAGES.passwordTooWeak],
  ])('refuses %s at sign-up', async (password, message) => {
    const answer = await api.request('POST', '/v1/user/signup', { body: signupBody({ password }) });
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
  });

  it('refuses a password made of the user’s own name or address', async () => {
    const answer = await api.request('POST', '/v1/user/signup', { body: signupBody({ name: 'Genevieve', email: 'genevieve1987@example.com', password: 'genevieve1987' }) });
    expect(answer.body.message).toBe(VALIDATION_MESSAGES.passwordTooWeak);
  });

  it('accepts a long passphrase of up to 128 characters', async () => {
    const passphrase = `${'violet lantern harbour '.repeat(5)}x`.slice(0, 128);
    expect((await api.request('POST', '/v1/user/signup', { body: signupBody({ password: passphrase }) })).status).toBe(201);
  });

  it('refuses a weak new password at reset and keeps the old one', async () => {
    const user = await createVerifiedUser(api);
    await api.request('POST', '/v1/user/forgot-password', { body: { email: user.email } });
    const token = await waitFor(() => api.outbox().find((m) => m.to === user.email && /reset/i.test(m.subject))?.text.match(/token=([\w%-]+)/)?.[1]);
    const answer = await api.request('POST', '/v1/user/reset-password', { body: { token: decodeURIComponent(token), newPassword: 'password123' } });
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message: VALIDATION_MESSAGES.passwordTooWeak });
    expect((await login(api, user.email, user.password)).status).toBe(200);
  });
});
