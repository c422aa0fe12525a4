// Finding 6: the sign-up code calls answer the same, in about the same time, whether or not an unverified
// account exists at an address.
import { OTP_LIFETIME_MS } from '@sentiscope/shared/contract';
import type { MailMessage, Mailer } from '../../src/platform/mail/mailer';
import { signupBody, startApi, uniqueEmail, type TestApi } from '../helpers';

/** A mail server that takes its time: each send waits until the test lets it go. */
function slowMailer() {
  const waiting: Array<() => void> = [];
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: (message) =>
      new Promise<void>((resolve) => {
        waiting.push(() => {
          sent.push(message);
          resolve();
        });
      }),
  };
  return { mailer, sent, release: () => waiting.splice(0).forEach((go) => go()) };
}

const slow = slowMailer();
let api: TestApi;
beforeAll(async () => {
  api = await startApi({ mailer: slow.mailer });
});
afterAll(async () => {
  slow.release();
  await api.close();
});

const shape = (answer: { status: number; body: unknown }) => ({ status: answer.status, body: answer.body });

async function unverified() {
  const body = signupBody();
  const signup = await api.request('POST', '/v1/user/signup', { body });
  return { email: body.email as string, signupId: signup.body.data?.signupId as string };
}

describe('account discovery through the code calls', () => {
  it('answers a code request before the mail is sent, so a slow mail server does not reveal the account', async () => {
    const { email, signupId } = await unverified();
    const answer = await api.request('POST', '/v1/auth/request-otp', { body: { email, signupId } });
    expect(answer.status).toBe(200);
    expect(slow.sent.filter((m) => m.to === email)).toHaveLength(0);
    slow.release();
  });

  it('answers a second request within a minute exactly as a request for an unknown or verified address', async () => {
    const { email, signupId } = await unverified();
    const verified = await createVerifiedUserWithRelease();
    await api.request('POST', '/v1/auth/request-otp', { body: { email, signupId } });
    const again = await api.request('POST', '/v1/auth/request-otp', { body: { email, signupId } });
    const unknown = await api.request('POST', '/v1/auth/request-otp', { body: { email: uniqueEmail('ghost') } });
    const known = await api.request('POST', '/v1/auth/request-otp', { body: { email: verified } });
    expect(shape(again)).toEqual(shape(unknown));
    expect(shape(known)).toEqual(shape(unknown));
    slow.release();
  });

  it('fails an expired code exactly as a code for an address with no account', async () => {
    const { email, signupId } = await unverified();
    await api.request('POST', '/v1/auth/request-otp', { body: { email, signupId } });
    api.clock.advance(OTP_LIFETIME_MS + 1);
    const expired = await api.request('POST', '/v1/auth/verify-otp', { body: { email, otp: '123456', signupId } });
    const unknown = await api.request('POST', '/v1/auth/verify-otp', { body: { email: uniqueEmail('ghost'), otp: '123456' } });
    expect(shape(expired)).toEqual(shape(unknown));
    slow.release();
  });

  it('fails a code after too many wrong tries exactly as a code for an address with no account', async () => {
    const { email, signupId } = await unverified();
    await api.request('POST', '/v1/auth/request-otp', { body: { email, signupId } });
    let last = await api.request('POST', '/v1/auth/verify-otp', { body: { email, otp: '000000', signupId } });
    for (let i = 0; i < 6; i += 1) last = await api.request('POST', '/v1/auth/verify-otp', { body: { email, otp: '000001', signupId } });
    const unknown = await api.request('POST', '/v1/auth/verify-otp', { body: { email: uniqueEmail('ghost'), otp: '000001' } });
    expect(shape(last)).toEqual(shape(unknown));
    slow.release();
  });
});

/** A verified account (set up directly: the slow mail server holds every code). */
async function createVerifiedUserWithRelease(): Promise<string> {
  const { email } = await unverified();
  await api.db.k.updateTable('users').set({ is_email_verified: 1 }).where('email', '=', email).execute();
  return email;
}
