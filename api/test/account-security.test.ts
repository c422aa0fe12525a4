import { generateSync } from 'otplib';
import { DELETE_ACCOUNT_CONFIRMATION, MAX_DEVICES, SECURITY_MESSAGES } from '@sentiscope/shared/contract';
import { CHROME_MAC, createVerifiedUser, login, loginToken, startApi, waitFor, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
const codeAt = (secret: string, offsetSteps = 0) => generateSync({ secret, epoch: Math.floor(api.clock.now() / 1000) + offsetSteps * 30 });
const overview = async (token: string) => (await api.request('GET', '/v1/user/security', { token })).body.data;

async function withTwoFactor() {
  const user = await createVerifiedUser(api);
  const token = await loginToken(api, user.email, user.password);
  const setup = await api.request('POST', '/v1/user/two-factor/setup', { token });
  const { secret, otpauthUrl } = setup.body.data;
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/SentiScope/);
  const enabled = await api.request('POST', '/v1/user/two-factor/enable', { token, body: { code: codeAt(secret) } });
  expect(enabled.status).toBe(200);
  return { ...user, token, secret: secret as string, recoveryCodes: enabled.body.data.recoveryCodes as string[] };
}

describe('change password', () => {
  it('needs the current password, checks the new one, and ends every other session', async () => {
    const user = await createVerifiedUser(api);
    const here = await loginToken(api, user.email, user.password);
    const elsewhere = (await login(api, user.email, user.password, FIREFOX_WINDOWS)).body.data.token;
    const change = (body: Record<string, string>) => api.request('POST', '/v1/user/change-password', { token: here, body });
    expect((await change({ currentPassword: 'not-my-password', newPassword: 'brand-new-pass-1' })).body.message).toBe(SECURITY_MESSAGES.currentPasswordWrong);
    expect((await change({ currentPassword: user.password, newPassword: 'password1' })).status).toBe(400);
    const done = await change({ currentPassword: user.password, newPassword: 'brand-new-pass-1' });
    expect(done.body.message).toBe(SECURITY_MESSAGES.passwordChanged);
    expect((await api.request('GET', '/v1/user/devices', { token: elsewhere })).status).toBe(401);
    expect((await api.request('GET', '/v1/user/devices', { token: here })).status).toBe(200);
    expect((await login(api, user.email, user.password)).status).toBe(401);
    expect((await login(api, user.email, 'brand-new-pass-1')).status).toBe(200);
    expect((await overview(here)).events.map((e: { kind: string }) => e.kind)).toContain('password-changed');
  });
});

describe('two-factor sign-in', () => {
  it('asks for a code after the password, accepts each code once, and takes a recovery code once', async () => {
    const user = await withTwoFactor();
    api.clock.advance(30_000);
    const bare = await login(api, user.email, user.password);
    expect(bare.status).toBe(401);
    expect(bare.body).toMatchObject({ message: SECURITY_MESSAGES.twoFactorCodeRequired, data: { twoFactorRequired: true } });
    const code = codeAt(user.secret);
    const withCode = await api.request('POST', '/v1/user/login', { body: { email: user.email, password: user.password, twoFactorCode: code } });
    expect(withCode.status).toBe(200);
    const replay = await api.request('POST', '/v1/user/login', { body: { email: user.email, password: user.password, twoFactorCode: code } });
    expect(replay.body.message).toBe(SECURITY_MESSAGES.twoFactorCodeInvalid);

    const recovery = user.recoveryCodes[0];
    expect((await api.request('POST', '/v1/user/login', { body: { email: user.email, password: user.password, twoFactorCode: recovery } })).status).toBe(200);
    expect((await api.request('POST', '/v1/user/login', { body: { email: user.email, password: user.password, twoFactorCode: recovery } })).status).toBe(401);
    expect((await overview(user.token)).recoveryCodesLeft).toBe(9);
  });

  it('turns off only with the password and a code', async () => {
    const user = await withTwoFactor();
    api.clock.advance(30_000);
    const off = (body: Record<string, string>) => api.request('POST', '/v1/user/two-factor/disable', { token: user.token, body });
    expect((await off({ password: 'wrong-password', code: codeAt(user.secret) })).status).toBe(400);
    expect((await off({ password: user.password, code: '000000' })).status).toBe(400);
    expect((await off({ password: user.password, code: codeAt(user.secret, 1) })).status).toBe(200);
    expect((await login(api, user.email, user.password)).status).toBe(200);
    const subjects = () => api.outbox().filter((m) => m.to === user.email).map((m) => m.subject);
    await waitFor(() => (subjects().includes('Two-factor sign-in was turned off') ? true : undefined));
    expect(subjects()).toContain('Two-factor sign-in was turned on');
  });

  it('is required for super admins: without it the admin area refuses, and they cannot turn it off', async () => {
    const user = await createVerifiedUser(api);
    await api.db.k.updateTable('users').set({ is_super_admin: 1 }).where('id', '=', user.id).execute();
    const token = await loginToken(api, user.email, user.password);
    const refused = await api.request('PUT', '/v1/admin/company-information', { token, body: {} });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SECURITY_MESSAGES.twoFactorRequiredForAdmins);
    expect((await overview(token)).twoFactorRequired).toBe(true);
  });

  it('keeps the device-conflict flow: the fourth device, after password and code, gets the device list', async () => {
    const user = await withTwoFactor();
    for (let i = 1; i < MAX_DEVICES; i += 1) {
      api.clock.advance(30_000);
      await api.request('POST', '/v1/user/login', { body: { email: user.email, password: user.password, twoFactorCode: codeAt(user.secret) } });
    }
    api.clock.advance(30_000);
    const fourth = await api.request('POST', '/v1/user/login', { body: { email: user.email, password: user.password, twoFactorCode: codeAt(user.secret) } });
    expect(fourth.status).toBe(429);
    expect(fourth.body.data.devices).toHaveLength(MAX_DEVICES);
    const proceed = await api.request('POST', '/v1/user/logout', { token: fourth.body.data.token, body: { fromAllDevices: true } });
    expect(proceed.body.data.token).toEqual(expect.any(String));
  });
});

describe('e-mail change', () => {
  it('changes the address only when the link sent to the new one is opened', async () => {
    const user = await createVerifiedUser(api);
    const token = await loginToken(api, user.email, user.password);
    const newEmail = `moved${Date.now()}@example.org`;
    expect((await api.request('POST', '/v1/user/change-email', { token, body: { password: 'wrong-password', newEmail } })).status).toBe(400);
    expect((await api.request('POST', '/v1/user/change-email', { token, body: { password: user.password, newEmail } })).body.message).toBe(SECURITY_MESSAGES.emailChangeSent);
    const mail = await waitFor(() => api.outbox().find((m) => m.to === newEmail));
    expect(api.outbox().some((m) => m.to === user.email && /changing/.test(m.subject))).toBe(true);
    expect((await login(api, newEmail, user.password)).status).toBe(401);
    const link = /#confirm-email=([\w-]+)/.exec(mail.text)![1];
    const confirmed = await api.request('POST', '/v1/user/confirm-email', { token, body: { token: link } });
    expect(confirmed.body.data.email).toBe(newEmail);
    expect((await login(api, newEmail, user.password)).status).toBe(200);
    expect((await login(api, user.email, user.password)).status).toBe(401);
  });
});

describe('delete my account and download my data', () => {
  it('exports the profile, payments and security activity as JSON', async () => {
    const user = await createVerifiedUser(api);
    const token = await loginToken(api, user.email, user.password);
    const answer = await api.request('GET', '/v1/user/export', { token });
    expect(answer.headers.get('content-disposition')).toContain('attachment');
    expect(answer.body.data).toMatchObject({ profile: { email: user.email }, payments: [], securityActivity: [expect.objectContaining({ kind: 'sign-in' })] });
  });

  it('exports every stored column of every record, none left out', async () => {
    const user = await createVerifiedUser(api);
    const token = await loginToken(api, user.email, user.password);
    await api.request('POST', '/v1/feedback', { token, body: { rating: 4, comment: 'clear figures' } });
    const id = `x${Date.now()}`;
    await api.db.k
      .insertInto('subscriptions')
      .values({ id, user_id: user.id, plan_id: 'p', tenure: 'YEARLY', status: 'active', current_period_end: 86_400_000, cancel_at_period_end: 1, last_event_at: 1, provider: 'local' })
      .execute();
    await api.db.k
      .insertInto('checkout_sessions')
      .values({ id, user_id: user.id, plan_id: 'p', tenure: 'YEARLY', amount: 90.5, credit: 0, status: 'complete', created_at: 1000, expires_at: 2000 })
      .execute();
    const profile = (await api.request('GET', `/v1/user/${user.id}`, { token })).body.data;
    const answer = await api.request('GET', '/v1/user/export', { token });
    // Every field of every row; other domains' sections (the alerts') follow these.
    expect(answer.body.data).toMatchObject({
      exportedAt: new Date(api.clock.now()).toISOString(),
      profile,
      subscriptions: [{ id, plan_id: 'p', tenure: 'YEARLY', status: 'active', current_period_end: 86_400_000, cancel_at_period_end: 1 }],
      payments: [{ id, plan_id: 'p', tenure: 'YEARLY', amount: 90.5, status: 'complete', created_at: '1970-01-01T00:00:01.000Z' }],
      feedback: [{ id: expect.any(String), rating: 4, comment: 'clear figures', created_at: new Date(api.clock.now()).toISOString() }],
      securityActivity: [{ _id: expect.any(String), kind: 'sign-in', device: expect.any(String), ip: expect.any(String), at: expect.any(String) }],
    });
  });

  it('needs the password and the typed confirmation, then erases personal data and keeps payments anonymised', async () => {
    const user = await createVerifiedUser(api);
    const token = await loginToken(api, user.email, user.password);
    await api.request('POST', '/v1/feedback', { token, body: { rating: 5, comment: 'mine' } });
    await api.db.k
      .insertInto('checkout_sessions')
      .values({ id: `co${Date.now()}`, user_id: user.id, plan_id: 'p', tenure: 'MONTHLY', amount: 9, credit: 0, status: 'complete', created_at: 1, expires_at: 2 })
      .execute();
    const remove = (body: Record<string, string>) => api.request('POST', '/v1/user/delete-account', { token, body });
    expect((await remove({ password: user.password, confirmation: 'delete' })).body.message).toBe(SECURITY_MESSAGES.deleteConfirmationMismatch);
    expect((await remove({ password: 'wrong-password', confirmation: DELETE_ACCOUNT_CONFIRMATION })).status).toBe(400);
    expect((await remove({ password: user.password, confirmation: DELETE_ACCOUNT_CONFIRMATION })).body.message).toBe(SECURITY_MESSAGES.accountDeleted);

    expect((await api.request('GET', '/v1/user/devices', { token })).status).toBe(401);
    expect((await login(api, user.email, user.password)).status).toBe(401);
    const row = await api.db.k.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Deleted user', phone_number: null });
    expect(row.email).not.toContain(user.email.split('@')[0]);
    expect(await api.db.k.selectFrom('feedback').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
    expect(await api.db.k.selectFrom('checkout_sessions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
  });
});

describe('security log', () => {
  it('records sign-ins and failures, and mails the owner on a sign-in from a new device', async () => {
    const user = await createVerifiedUser(api);
    const token = await loginToken(api, user.email, user.password);
    await login(api, user.email, 'wrong-password');
    await login(api, user.email, user.password, CHROME_MAC);
    expect(api.outbox().some((m) => m.to === user.email && /New sign-in/.test(m.subject))).toBe(false);
    await login(api, user.email, user.password, FIREFOX_WINDOWS);
    const mail = await waitFor(() => api.outbox().find((m) => m.to === user.email && /New sign-in/.test(m.subject)));
    expect(mail.text).toContain('Windows · Firefox');
    const kinds = (await overview(token)).events.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['sign-in', 'sign-in-failed', 'new-device']));
  });
});

describe('guessing the password through a signed-in session', () => {
  it('is limited per user: a stolen session cannot try current passwords without end', async () => {
    const limited = await startApi({ rateLimits: { accountChangesPerUser: { limit: 3, windowMs: 15 * 60_000 } } });
    try {
      const user = await createVerifiedUser(limited);
      const token = await loginToken(limited, user.email, user.password);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const answer = await limited.request('POST', '/v1/user/delete-account', { token, body: { password: `guess-${i}`, confirmation: DELETE_ACCOUNT_CONFIRMATION } });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
