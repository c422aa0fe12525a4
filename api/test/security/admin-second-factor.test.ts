// Finding 1 of the second attack run: the admin check asked only whether the account had two-factor sign-in on,
// so a session opened with the password alone before enrolment (a stolen password, say) became an admin session
// once the owner enrolled. Sessions now carry how they were signed in, and admin routes need the second factor.
import { generateSync } from 'otplib';
import { SECURITY_MESSAGES } from '@sentiscope/shared/contract';
import { CHROME_MAC, createVerifiedUser, startApi, type TestApi } from '../helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());
jest.setTimeout(30_000);

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const codeAt = (secret: string) => generateSync({ secret, epoch: Math.floor(api.clock.now() / 1000) });
const signIn = async (email: string, password: string, userAgent: string, twoFactorCode?: string) => {
  const answer = await api.request('POST', '/v1/user/login', { body: { email, password, twoFactorCode }, headers: { 'user-agent': userAgent } });
  expect(answer.status).toBe(200);
  return answer.body.data.token as string;
};
const adminStats = (token: string) => api.request('GET', '/v1/admin/stats', { token });

/** A super admin that has not enrolled yet, and a session an attacker opened with the stolen password. */
async function adminWithStolenSession() {
  const admin = await createVerifiedUser(api);
  await api.db.k.updateTable('users').set({ is_super_admin: 1 }).where('id', '=', admin.id).execute();
  const attacker = await signIn(admin.email, admin.password, FIREFOX_LINUX);
  const owner = await signIn(admin.email, admin.password, CHROME_MAC);
  return { admin, attacker, owner };
}

async function enrol(token: string) {
  const { secret } = (await api.request('POST', '/v1/user/two-factor/setup', { token })).body.data;
  const enabled = await api.request('POST', '/v1/user/two-factor/enable', { token, body: { code: codeAt(secret) } });
  expect(enabled.status).toBe(200);
  return secret as string;
}

describe('admin rights need a session that used the second factor', () => {
  it("does not turn a password-only session into an admin session when the owner enrols elsewhere", async () => {
    const { attacker, owner } = await adminWithStolenSession();
    await enrol(owner);
    const stolen = await adminStats(attacker);
    expect(stolen.status).not.toBe(200);
    expect([401, 403]).toContain(stolen.status);
    // Nor may it reach any other admin route, reading or writing.
    expect((await api.request('GET', '/v1/admin/users', { token: attacker })).status).not.toBe(200);
    expect((await api.request('PUT', '/v1/admin/company-information', { token: attacker, body: {} })).status).not.toBe(200);
  });

  it('upgrades only the session that proved the code, and signs every other session of the account out', async () => {
    const { attacker, owner } = await adminWithStolenSession();
    await enrol(owner);
    expect((await adminStats(owner)).status).toBe(200);
    expect((await api.request('GET', '/v1/user/devices', { token: attacker })).status).toBe(401);
  });

  it('refuses a session opened with the password alone and says to sign in again with the code', async () => {
    const { admin, owner } = await adminWithStolenSession();
    const secret = await enrol(owner);
    // A session from before this change, or opened some other way without the code, counts as password-only.
    const sessionId = (await api.db.k.selectFrom('sessions').select('id').where('user_id', '=', admin.id).executeTakeFirstOrThrow()).id;
    await api.db.k.updateTable('sessions').set({ second_factor: 0 }).where('id', '=', sessionId).execute();
    const refused = await adminStats(owner);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, message: SECURITY_MESSAGES.adminNeedsSecondFactorSession, data: { action: 'sign-in-again' } });

    api.clock.advance(30_000);
    const fresh = await signIn(admin.email, admin.password, CHROME_MAC, codeAt(secret));
    expect((await adminStats(fresh)).status).toBe(200);
  });

  it('tells an admin without two-factor sign-in to turn it on in the profile', async () => {
    const { owner } = await adminWithStolenSession();
    const refused = await adminStats(owner);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: SECURITY_MESSAGES.twoFactorRequiredForAdmins, data: { action: 'enable-two-factor' } });
  });
});
