// Finding 4 of the second attack run: a stranger could spend a victim's per-account limits (10 code calls or 5
// reset requests in 15 minutes) and the victim then got 429 on verification or password reset. The limits that
// refuse are now keyed per sign-up (codes) and per client (reset mails); the cap per account against mail
// flooding is silent, and a reset link from within the capped window is always in the owner's mailbox.
import { MESSAGES } from '@sentiscope/shared/contract';
import { DEFAULT_RATE_LIMITS } from '../../src/config';
import { createVerifiedUser, lastOtp, signupBody, startApi, waitFor, type TestApi } from '../helpers';

// Many requests over HTTP on a shared machine: more than the default five seconds.
jest.setTimeout(30_000);
let api: TestApi;
beforeAll(async () => {
  // The limits a deployment runs with, behind a trusted load balancer so each test client has its own address.
  api = await startApi({ config: { trustedProxies: ['127.0.0.1'] }, rateLimits: DEFAULT_RATE_LIMITS });
});
afterAll(() => api.close());

const from = (client: string) => ({ 'x-forwarded-for': client });
const post = (path: string, body: unknown, client: string) => api.request('POST', path, { body, headers: from(client) });
const resetMails = (email: string) => api.outbox().filter((m) => m.to === email && /reset/i.test(m.subject));

describe('verification codes', () => {
  it("a stranger's code calls with the victim's address leave the victim's own sign-up its code", async () => {
    const body = signupBody();
    const email = body.email as string;
    const signup = await post('/v1/user/signup', body, '198.51.100.20');
    expect(signup.status).toBe(201);
    const signupId = signup.body.data.signupId as string;

    // The stranger spends more than the old per-account limit of 10 in 15 minutes, from two addresses.
    for (let i = 0; i < 8; i += 1) {
      for (const client of ['203.0.113.20', '203.0.113.21']) {
        await post('/v1/auth/request-otp', { email }, client);
        await post('/v1/auth/verify-otp', { email, otp: '123456', signupId: `guess-${i}` }, client);
      }
    }

    const request = await post('/v1/auth/request-otp', { email, signupId }, '198.51.100.20');
    expect([request.status, request.body.message]).toEqual([200, MESSAGES.otpSent]);
    const code = await waitFor(() => {
      try {
        return lastOtp(api, email);
      } catch {
        return undefined;
      }
    });
    const verify = await post('/v1/auth/verify-otp', { email, otp: code, signupId }, '198.51.100.20');
    expect([verify.status, verify.body.message]).toEqual([200, MESSAGES.otpVerified]);
  });

  it('caps resent codes to one address silently: the answer reads the same and the first code of a new sign-up still goes out', async () => {
    const body = signupBody();
    const email = body.email as string;
    const flooders: string[] = [];
    for (let i = 0; i < 3; i += 1) flooders.push((await post('/v1/user/signup', body, '203.0.113.22')).body.data.signupId);
    const answers = new Set<string>();
    for (let round = 0; round < 10; round += 1) {
      for (const [i, signupId] of flooders.entries()) {
        const answer = await post('/v1/auth/request-otp', { email, signupId }, `203.0.113.${30 + i}`);
        answers.add(`${answer.status} ${answer.body.message}`);
      }
      api.clock.advance(61_000);
    }
    expect([...answers]).toEqual([`200 ${MESSAGES.otpSent}`]);
    const codes = () => api.outbox().filter((m) => m.to === email && /verification code/i.test(m.subject)).length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const flooded = codes();
    expect(flooded).toBeGreaterThan(1);
    expect(flooded).toBeLessThan(30);

    const owner = (await post('/v1/user/signup', body, '198.51.100.21')).body.data.signupId as string;
    expect((await post('/v1/auth/request-otp', { email, signupId: owner }, '198.51.100.21')).status).toBe(200);
    await waitFor(() => (codes() > flooded ? true : undefined));
  });
});

describe('password reset', () => {
  it("a stranger's reset requests leave the owner's own request its link", async () => {
    const owner = await createVerifiedUser(api);
    for (let i = 0; i < 6; i += 1) await post('/v1/user/forgot-password', { email: owner.email }, '203.0.113.40');
    const before = resetMails(owner.email).length;

    const answer = await post('/v1/user/forgot-password', { email: owner.email }, '198.51.100.40');
    expect([answer.status, answer.body.message]).toEqual([200, MESSAGES.forgotPasswordSent]);
    await waitFor(() => (resetMails(owner.email).length > before ? true : undefined));
  });

  it('caps reset mails to one address silently, and a link sent within the cap still works', async () => {
    const owner = await createVerifiedUser(api);
    const answers = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const answer = await post('/v1/user/forgot-password', { email: owner.email }, `203.0.113.${60 + i}`);
      answers.add(`${answer.status} ${answer.body.message}`);
    }
    expect([...answers]).toEqual([`200 ${MESSAGES.forgotPasswordSent}`]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mails = resetMails(owner.email);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.length).toBeLessThan(20);

    // Late in the capped window the newest link in the mailbox still resets the password.
    api.clock.advance(25 * 60_000);
    const token = /token=([^\s&]+)/.exec(mails[mails.length - 1].text)![1];
    const reset = await api.request('POST', '/v1/user/reset-password', {
      body: { token: decodeURIComponent(token), newPassword: 'a-brand-new-passphrase-42' },
    });
    expect([reset.status, reset.body.message]).toEqual([200, MESSAGES.passwordResetSuccess]);
  });
});
