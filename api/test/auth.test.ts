import { MESSAGES, VALIDATION_MESSAGES } from '@sentiscope/shared/contract';
import {
  createVerifiedUser,
  lastOtp,
  login,
  signupBody,
  startApi,
  uniqueEmail,
  waitFor,
  type TestApi,
} from './helpers';
import { loadUser } from '../src/accounts/data/users';

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ rateLimits: { loginPerAccount: { limit: 3, windowMs: 60_000 } } });
});
afterAll(() => api.close());

import { expectFailure } from './expect-failure';

describe('signup', () => {
  it.each([
    [{ name: '' }, VALIDATION_MESSAGES.required('Name')],
    [{ name: 'A' }, VALIDATION_MESSAGES.nameTooShort],
    [{ email: '' }, VALIDATION_MESSAGES.required('Email')],
    [{ email: 'not-an-email' }, VALIDATION_MESSAGES.invalidEmail],
    [{ email: 'a@b.toolong' }, VALIDATION_MESSAGES.invalidEmail],
    [{ phoneNumber: '12345' }, VALIDATION_MESSAGES.invalidPhone],
    [{ password: '' }, VALIDATION_MESSAGES.required('Password')],
    [{ password: '12345' }, VALIDATION_MESSAGES.passwordTooShort],
    [{ confirmPassword: 'something-else' }, VALIDATION_MESSAGES.passwordsDoNotMatch],
    [{ isAbove18: false }, VALIDATION_MESSAGES.underAge],
    [{ acceptedTermsAndConditions: false }, MESSAGES.termsRequired],
  ])("rejects %j with the contract's message", async (overrides, message) => {
    expectFailure(await api.request('POST', '/v1/user/signup', { body: signupBody(overrides) }), 400, message);
  });

  it('accepts an empty phone number, lowercases the e-mail and starts on the free plan, unverified', async () => {
    const email = uniqueEmail('Mixed').replace('@example.com', '@EXAMPLE.com');
    const answer = await api.request('POST', '/v1/user/signup', { body: signupBody({ email, phoneNumber: '' }) });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, data: { email: email.toLowerCase() } });
    expect(JSON.stringify(answer.body)).not.toMatch(/argon2|password_hash|secret-pass/);
    const row = await api.db.k.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow();
    const user = await loadUser(api.db.k, row.id, api.clock.now());
    expect(user).toMatchObject({ email: email.toLowerCase(), phoneNumber: null, isEmailVerified: false, isSuperAdmin: false });
    expect(user?.subscription).toMatchObject({ planTitle: 'Free', isActive: true, expiry: null });
  });

  it('limits sign-ups from one IP address, for new and existing addresses alike, and lets them through again after the window', async () => {
    const limited = await startApi({ rateLimits: { signupPerIp: { limit: 2, windowMs: 15 * 60_000 } } });
    try {
      const existing = await createVerifiedUser(limited); // one
      expect((await limited.request('POST', '/v1/user/signup', { body: signupBody({ email: existing.email }) })).status).toBe(201); // two
      const refused = await limited.request('POST', '/v1/user/signup', { body: signupBody() });
      expect(refused.status).toBe(429);
      expect(refused.body.success).toBe(false);
      limited.clock.advance(15 * 60_000);
      expect((await limited.request('POST', '/v1/user/signup', { body: signupBody() })).status).toBe(201);
    } finally {
      await limited.close();
    }
  });

  describe('for an address that already has an account', () => {
    let own: TestApi;
    beforeAll(async () => {
      own = await startApi({ rateLimits: { signupNoticePerAccount: { limit: 1, windowMs: 60 * 60_000 } } });
    });
    afterAll(() => own.close());

    const notices = (email: string) => own.outbox().filter((m) => m.to === email && /already exists/i.test(m.subject));

    it('answers exactly as for a new address, keeps the account and its password, and tells its owner by e-mail', async () => {
      const first = await createVerifiedUser(own);
      const fresh = await own.request('POST', '/v1/user/signup', { body: signupBody() });
      const again = await own.request('POST', '/v1/user/signup', {
        body: signupBody({ email: first.email.toUpperCase(), name: 'Mallory', password: 'other-pass' }),
      });
      expect(again.status).toBe(fresh.status);
      const handle = expect.stringMatching(/^[\w-]{43}$/);
      expect(fresh.body.data).toEqual({ email: fresh.body.data.email, signupId: handle });
      expect(again.body).toEqual({ ...fresh.body, data: { email: first.email, signupId: handle } });

      expect((await login(own, first.email, first.password)).status).toBe(200);
      expect((await login(own, first.email, 'other-pass')).status).toBe(401);
      const notice = await waitFor(() => notices(first.email)[0]);
      expect(notice.text).toContain('/login');
      expect(notice.text).toContain('/forget-password');
      expect(notice.text).not.toContain('Mallory');
    });

    it('mails the notice at most once an hour per account', async () => {
      const first = await createVerifiedUser(own);
      const body = signupBody({ email: first.email });
      for (let i = 0; i < 3; i += 1) expect((await own.request('POST', '/v1/user/signup', { body })).status).toBe(201);
      await waitFor(() => notices(first.email)[0]);
      expect(notices(first.email)).toHaveLength(1);

      own.clock.advance(60 * 60_000);
      expect((await own.request('POST', '/v1/user/signup', { body })).status).toBe(201);
      await waitFor(() => (notices(first.email).length === 2 ? true : undefined));
    });

    it('lets two sign-ups for an unverified address wait side by side: the one whose code is used sets the password', async () => {
      const body = signupBody();
      const first = (await own.request('POST', '/v1/user/signup', { body })).body.data.signupId;
      const second = await own.request('POST', '/v1/user/signup', { body: { ...body, password: 'other-pass' } });
      expect(second.status).toBe(201);
      expect(second.body.data.signupId).not.toBe(first);
      await own.request('POST', '/v1/auth/request-otp', { body: { email: body.email, signupId: first } });
      const code = await waitFor(() => own.outbox().find((m) => m.to === body.email)?.text.match(/\b(\d{6})\b/)?.[1]);
      await own.request('POST', '/v1/auth/verify-otp', { body: { email: body.email, otp: code, signupId: first } });
      expect((await login(own, body.email, body.password)).status).toBe(200);
      expect((await login(own, body.email, 'other-pass')).status).toBe(401);
    });
  });

  it('does not mail an OTP itself (the client asks for one 500 ms later)', async () => {
    const body = signupBody();
    await api.request('POST', '/v1/user/signup', { body });
    expect(api.outbox().filter((m) => m.to === body.email)).toHaveLength(0);
  });
});

describe('OTP', () => {
  let signupId = '';
  async function signedUp() {
    const body = signupBody();
    signupId = (await api.request('POST', '/v1/user/signup', { body })).body.data.signupId;
    return body.email as string;
  }
  const mailedCode = (email: string, count = 1) =>
    waitFor(() => {
      const codes = api.outbox().filter((m) => m.to === email && /verification code/i.test(m.subject));
      return codes.length >= count ? lastOtp(api, email) : undefined;
    });

  it('mails a 6-digit code, verifies it, and then the account can log in', async () => {
    const email = await signedUp();
    expectFailure(await login(api, email, 'secret-pass'), 403, MESSAGES.emailNotVerified);
    const requested = await api.request('POST', '/v1/auth/request-otp', { body: { email, signupId } });
    expect(requested.status).toBe(200);
    expect(requested.body).toMatchObject({ success: true, data: { message: MESSAGES.otpSent } });
    const code = await mailedCode(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(requested.text).not.toContain(code);
    const verified = await api.request('POST', '/v1/auth/verify-otp', { body: { email, otp: code, signupId } });
    expect(verified.status).toBe(200);
    expect(verified.body.success).toBe(true);
    expect((await login(api, email, 'secret-pass')).status).toBe(200);
  });

  it('stores the code hashed, never in clear', async () => {
    const email = await signedUp();
    await api.request('POST', '/v1/auth/request-otp', { body: { email, signupId } });
    const row = await api.db.k.selectFrom('pending_signups').select('code_hash').where('id', '=', signupId).executeTakeFirstOrThrow();
    const code = await mailedCode(email);
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("checks the OTP field with the contract's messages", async () => {
    const email = await signedUp();
    expectFailure(await api.request('POST', '/v1/auth/verify-otp', { body: { email, otp: '' } }), 400, VALIDATION_MESSAGES.required('OTP'));
    expectFailure(await api.request('POST', '/v1/auth/verify-otp', { body: { email, otp: '123' } }), 400, VALIDATION_MESSAGES.otpLength);
    expectFailure(await api.request('POST', '/v1/auth/verify-otp', { body: { email: 'bad', otp: '123456' } }), 400, VALIDATION_MESSAGES.invalidEmail);
  });

  it('expires after 10 minutes', async () => {
    const email = await signedUp();
    await api.request('POST', '/v1/auth/request-otp', { body: { email, signupId } });
    const code = await mailedCode(email);
    api.clock.advance(10 * 60 * 1000 + 1);
    // Expired answers like wrong, so nothing tells a waiting sign-up from an unknown address.
    expectFailure(await api.request('POST', '/v1/auth/verify-otp', { body: { email, otp: code, signupId } }), 400, MESSAGES.otpInvalid);
  });

  it('is dead after 5 wrong tries, even with the right code', async () => {
    const email = await signedUp();
    await api.request('POST', '/v1/auth/request-otp', { body: { email, signupId } });
    const code = await mailedCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i += 1) {
      expectFailure(await api.request('POST', '/v1/auth/verify-otp', { body: { email, otp: wrong, signupId } }), 400, MESSAGES.otpInvalid);
    }
    expectFailure(await api.request('POST', '/v1/auth/verify-otp', { body: { email, otp: code, signupId } }), 400, MESSAGES.otpInvalid);
  });

  it('can be resent at most once a minute; a resend replaces the old code', async () => {
    const email = await signedUp();
    expect((await api.request('POST', '/v1/auth/request-otp', { body: { email, signupId } })).status).toBe(200);
    const first = await mailedCode(email);
    api.clock.advance(59_000);
    // Too soon: the same answer as any other request, and no second mail.
    expect((await api.request('POST', '/v1/auth/request-otp', { body: { email, signupId } })).body).toMatchObject({ success: true, message: MESSAGES.otpSent });
    api.clock.advance(1_000);
    expect((await api.request('POST', '/v1/auth/request-otp', { body: { email, signupId } })).status).toBe(200);
    const second = await mailedCode(email, 2);
    expect(api.outbox().filter((m) => m.to === email)).toHaveLength(2);
    if (first !== second) {
      expectFailure(await api.request('POST', '/v1/auth/verify-otp', { body: { email, otp: first, signupId } }), 400, MESSAGES.otpInvalid);
    }
    expect((await api.request('POST', '/v1/auth/verify-otp', { body: { email, otp: second, signupId } })).status).toBe(200);
  });

  it('answers an unknown or already verified e-mail like an unverified one, without mail', async () => {
    const unverified = await signedUp();
    const ghost = uniqueEmail('ghost');
    const verified = (await createVerifiedUser(api)).email;
    const before = api.outbox().length;
    const answers = [];
    for (const email of [unverified, ghost, verified]) {
      const answer = await api.request('POST', '/v1/auth/request-otp', { body: { email, signupId } });
      answers.push({ status: answer.status, body: answer.body });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    await mailedCode(unverified);
    expect(api.outbox().slice(before).map((m) => m.to)).toEqual([unverified]);
  });

  it('fails a code for an unknown or already verified e-mail exactly like a wrong code', async () => {
    const unverified = await signedUp();
    await api.request('POST', '/v1/auth/request-otp', { body: { email: unverified, signupId } });
    const wrong = (await mailedCode(unverified)) === '000000' ? '111111' : '000000';
    const verified = (await createVerifiedUser(api)).email;
    for (const email of [unverified, uniqueEmail('ghost'), verified]) {
      expectFailure(await api.request('POST', '/v1/auth/verify-otp', { body: { email, otp: wrong, signupId } }), 400, MESSAGES.otpInvalid);
    }
  });
});
