// Finding 4: reset tokens, codes and passwords never reach the log, and the reset token never travels in a URL.
import { MESSAGES } from '@sentiscope/shared/contract';
import { API_MESSAGES } from '../../src/platform/messages';
import { createVerifiedUser, login, signupBody, startApi, waitFor, type TestApi } from '../helpers';

let api: TestApi;
const lines: string[] = [];
beforeAll(async () => {
  api = await startApi({ logLines: lines });
});
afterAll(() => api.close());

const resetTokenFor = (email: string) =>
  waitFor(() => api.outbox().find((m) => m.to === email && /reset/i.test(m.subject))?.text.match(/token=([\w%-]+)/)?.[1]).then(decodeURIComponent);

describe('secrets in logs and URLs', () => {
  it('takes the reset token from the body only; a token in the query is refused and does not reset', async () => {
    const user = await createVerifiedUser(api);
    await api.request('POST', '/v1/user/forgot-password', { body: { email: user.email } });
    const token = await resetTokenFor(user.email);
    const inQuery = await api.request('POST', `/v1/user/reset-password?token=${encodeURIComponent(token)}`, { body: { newPassword: 'fresh-secret-77' } });
    expect(inQuery.status).toBe(400);
    expect(inQuery.body.message).toBe(API_MESSAGES.resetTokenInBody);
    expect((await login(api, user.email, 'fresh-secret-77')).status).toBe(401);

    const inBody = await api.request('POST', '/v1/user/reset-password', { body: { token, newPassword: 'fresh-secret-77' } });
    expect(inBody.body.message).toBe(MESSAGES.passwordResetSuccess);
    expect((await login(api, user.email, 'fresh-secret-77')).status).toBe(200);
  });

  it('logs no token, code or password through sign-up, verification, login, reset and an authenticated call', async () => {
    const body = signupBody({ password: 'logged-never-41' });
    const signup = await api.request('POST', '/v1/user/signup', { body });
    const signupId = signup.body.data?.signupId;
    await api.request('POST', '/v1/auth/request-otp', { body: { email: body.email, signupId } });
    const code = await waitFor(() => api.outbox().find((m) => m.to === body.email)?.text.match(/\b(\d{6})\b/)?.[1]);
    await api.request('POST', '/v1/auth/verify-otp', { body: { email: body.email, otp: code, signupId } });
    const session = (await login(api, body.email as string, 'logged-never-41')).body.data.token as string;
    await api.request('GET', '/v1/user/devices', { token: session });
    await api.request('POST', '/v1/user/forgot-password', { body: { email: body.email } });
    const token = await resetTokenFor(body.email as string);
    // Old links and careless clients put the token in the address: even then it is not logged.
    await api.request('POST', `/v1/user/reset-password?token=${encodeURIComponent(token)}`, { body: { newPassword: 'logged-never-42' } });
    await api.request('POST', '/v1/user/reset-password', { body: { token, newPassword: 'logged-never-42' } });

    // The requests were logged (request lines are written in batches: wait for the two resets' lines).
    await waitFor(() => lines.filter((line) => line.includes('"route":"/v1/user/reset-password"')).length >= 2 || undefined);
    const log = lines.join('');
    expect(log).toContain('/v1/user/reset-password');
    for (const secret of [token, encodeURIComponent(token), code!, 'logged-never-41', 'logged-never-42', session, signupId]) {
      expect(log).not.toContain(secret);
    }
  });
});
