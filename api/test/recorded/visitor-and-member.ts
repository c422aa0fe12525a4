// The recorded list, first half: what a visitor reads, sign-up with its code, sign-in and a member's own reads,
// the market, the security section, and the device-conflict and sign-out flows.
import { generateSync } from 'otplib';
import { CHROME_MAC, lastOtp, waitFor, type TestApi } from '../helpers';
import type { Recorder } from './recorder';

export const MEMBER = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical-engine-1843', phoneNumber: '+14155550123' };
const SIGNUP = { ...MEMBER, isAbove18: true, acceptedTermsAndConditions: true };
const AGENTS = {
  mac: CHROME_MAC,
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};

export async function visitorReads(r: Recorder, api: TestApi): Promise<void> {
  r.varying(api.db.kind, 'database kind');
  await r.call('health', 'GET', '/v1/health');
  const plans = await r.call('plans', 'GET', '/v1/plan');
  await r.call('plans, client copy current', 'GET', '/v1/plan', { headers: { 'if-none-match': plans.headers.get('etag') ?? '' } });
  await r.call('plans, unknown query field', 'GET', '/v1/plan?sort=price');
  await r.call('company information', 'GET', '/v1/contact/company-info');
  await r.call('announcement before any is saved', 'GET', '/v1/announcement');
  await r.call('catalogue, anonymous', 'GET', '/v1/stock/list');
  await r.call('market preview', 'GET', '/v1/market/preview');
  await r.call('unknown route', 'GET', '/v1/nowhere');
  await r.call('CORS preflight, allowed origin', 'OPTIONS', '/v1/plan', {
    headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
  });
  await r.call('analysis without a token', 'GET', '/v1/stock/details/btc');
  await r.call('own record without a token', 'GET', '/v1/user/0123456789abcdef01234567');
}

/** Signs the member up through the mailed code and answers their access token. */
export async function signUpAndIn(r: Recorder, api: TestApi): Promise<string> {
  await r.call('sign-up, body not JSON', 'POST', '/v1/user/signup', { raw: '{"name":', headers: { 'content-type': 'application/json' } });
  await r.call('sign-up, wrong content type', 'POST', '/v1/user/signup', { raw: 'name=Ada', headers: { 'content-type': 'text/plain' } });
  await r.call('sign-up, field of the wrong type', 'POST', '/v1/user/signup', { body: { ...SIGNUP, isAbove18: 'yes' } });
  await r.call('sign-up, invalid e-mail', 'POST', '/v1/user/signup', { body: { ...SIGNUP, email: 'not-an-address' } });
  await r.call('sign-up, under age', 'POST', '/v1/user/signup', { body: { ...SIGNUP, isAbove18: false } });
  await r.call('sign-up, weak password', 'POST', '/v1/user/signup', { body: { ...SIGNUP, password: 'password1' } });
  const signup = await r.call('sign-up', 'POST', '/v1/user/signup', { body: SIGNUP });
  const signupId = signup.body.data.signupId as string;
  await r.call('sign-in before verifying', 'POST', '/v1/user/login', { body: { email: MEMBER.email, password: MEMBER.password } });
  await r.call('code request', 'POST', '/v1/auth/request-otp', { body: { email: MEMBER.email, signupId } });
  const code = await waitFor(() => {
    try {
      return lastOtp(api, MEMBER.email);
    } catch {
      return undefined;
    }
  });
  const wrong = code === '000000' ? '111111' : '000000';
  await r.call('code, wrong', 'POST', '/v1/auth/verify-otp', { body: { email: MEMBER.email, otp: wrong, signupId } });
  await r.call('code, malformed', 'POST', '/v1/auth/verify-otp', { body: { email: MEMBER.email, otp: '12', signupId } });
  await r.call('code', 'POST', '/v1/auth/verify-otp', { body: { email: MEMBER.email, otp: code, signupId } });
  await r.call('sign-in, wrong password', 'POST', '/v1/user/login', { body: { email: MEMBER.email, password: 'not-the-password' }, headers: { 'user-agent': AGENTS.mac } });
  await r.call('sign-in, unknown account', 'POST', '/v1/user/login', { body: { email: 'nobody@example.com', password: 'whatever-1234' }, headers: { 'user-agent': AGENTS.mac } });
  const login = await r.call('sign-in', 'POST', '/v1/user/login', { body: { email: MEMBER.email, password: MEMBER.password }, headers: { 'user-agent': AGENTS.mac } });
  return login.body.data.token as string;
}

export async function memberReads(r: Recorder, token: string, userId: string): Promise<void> {
  await r.call('own record', 'GET', `/v1/user/${userId}`, { token });
  await r.call("another's record", 'GET', '/v1/user/0123456789abcdef01234567', { token });
  await r.call('own record, malformed id', 'GET', '/v1/user/not%20an%20id', { token });
  await r.call('catalogue, member', 'GET', '/v1/stock/list', { token });
  await r.call('overview', 'GET', '/v1/stock/overview', { token });
  await r.call('analysis', 'GET', '/v1/stock/details/btc?startDate=2022-01-01&endDate=2022-03-31', { token });
  await r.call('analysis, bad range', 'GET', '/v1/stock/details/btc?startDate=2022-03-31&endDate=2022-01-01', { token });
  await r.call('analysis, asset outside the plan', 'GET', '/v1/stock/details/sol', { token });
  await r.call('analysis, unknown asset', 'GET', '/v1/stock/details/nothing', { token });
  await r.call("a day's headlines", 'GET', '/v1/stock/headlines/btc?day=2022-05-12&scope=market', { token });
  await r.call("a day's headlines, second page", 'GET', '/v1/stock/headlines/btc?day=2022-05-12&scope=market&offset=2&limit=2', { token });
  await r.call("a day's headlines, bad page", 'GET', '/v1/stock/headlines/btc?day=2022-05-12&limit=500', { token });
  await r.call('security overview', 'GET', '/v1/user/security', { token });
  await r.call('payment history, none', 'GET', '/v1/subscription/payments', { token });
  await r.call('resume, nothing cancelled', 'POST', '/v1/subscription/resume', { token, body: {} });
  await r.call('cancel, no subscription', 'POST', '/v1/payment/cancel-subscription', { token, body: {} });
  await r.call('admin statistics as a member', 'GET', '/v1/admin/stats', { token });
  await r.call('expired or forged token', 'GET', '/v1/user/security', { token: `${token.slice(0, -4)}AAAA` });
}

/** The security section: password, e-mail change, two-factor on and off, export. Answers the new password. */
export async function securitySection(r: Recorder, api: TestApi, token: string): Promise<string> {
  const password = 'difference-engine-1822';
  await r.call('change password, current missing', 'POST', '/v1/user/change-password', { token, body: { newPassword: password } });
  await r.call('change password, current wrong', 'POST', '/v1/user/change-password', { token, body: { currentPassword: 'nope-nope-nope', newPassword: password } });
  await r.call('change password', 'POST', '/v1/user/change-password', { token, body: { currentPassword: MEMBER.password, newPassword: password, confirmPassword: password } });
  await r.call('change e-mail', 'POST', '/v1/user/change-email', { token, body: { password, newEmail: 'countess@example.org' } });
  await r.call('confirm e-mail, bad token', 'POST', '/v1/user/confirm-email', { token, body: { token: 'not-a-token' } });
  const setup = await r.call('two-factor setup', 'POST', '/v1/user/two-factor/setup', { token });
  const secret = setup.body.data.secret as string;
  const totp = () => generateSync({ secret, epoch: Math.floor(api.clock.now() / 1000) });
  await r.call('two-factor enable, wrong code', 'POST', '/v1/user/two-factor/enable', { token, body: { code: '12345' } });
  await r.call('two-factor enable', 'POST', '/v1/user/two-factor/enable', { token, body: { code: totp() } });
  await r.call('two-factor setup when on', 'POST', '/v1/user/two-factor/setup', { token });
  api.clock.advance(30_000);
  await r.call('two-factor disable, wrong password', 'POST', '/v1/user/two-factor/disable', { token, body: { password: 'wrong-wrong', code: totp() } });
  await r.call('two-factor disable', 'POST', '/v1/user/two-factor/disable', { token, body: { password, code: totp() } });
  await apiKeys(r, token);
  await r.call('export', 'GET', '/v1/user/export', { token });
  return password;
}

/** A key made, refused without a scope, used on a route open to keys and on one closed to them, listed and revoked. */
async function apiKeys(r: Recorder, token: string): Promise<void> {
  const made = await r.call('API key', 'POST', '/v1/user/api-keys', { token, body: { name: 'Notebook', scopes: ['read'], expiresInDays: 90 } });
  const key = made.body.data.secret as string;
  await r.call('API key, no scope', 'POST', '/v1/user/api-keys', { token, body: { name: 'Bot', scopes: [] } });
  await r.call('watchlist with an API key', 'GET', '/v1/watchlist', { token: key });
  await r.call('security overview with an API key', 'GET', '/v1/user/security', { token: key });
  await r.call('an alert made with a read-only API key', 'POST', '/v1/alerts', { token: key, body: { assetId: 'btc', kind: 'rsi', channels: ['in-app'] } });
  await r.call('API keys', 'GET', '/v1/user/api-keys', { token });
  await r.call('revoke an API key', 'DELETE', `/v1/user/api-keys/${made.body.data.key.id as string}`, { token });
  await r.call('a revoked API key', 'GET', '/v1/watchlist', { token: key });
}

/** Three devices signed in, a fourth refused with its temporary token, then the conflict resolved and signed out. */
export async function devicesAndSignOut(r: Recorder, password: string, token: string): Promise<string> {
  const signIn = (agent: string) => ({ body: { email: MEMBER.email, password }, headers: { 'user-agent': agent } });
  const first = await r.call('sign-in, second device', 'POST', '/v1/user/login', signIn(AGENTS.windows));
  await r.call('sign-in, third device', 'POST', '/v1/user/login', signIn(AGENTS.iphone));
  const refused = await r.call('sign-in, fourth device', 'POST', '/v1/user/login', signIn(AGENTS.android));
  const temporary = refused.body.data.token as string;
  const devices = await r.call('devices with the temporary token', 'GET', '/v1/user/devices', { token: temporary });
  await r.call('proceed with no free slot', 'POST', '/v1/user/proceed', { token: temporary });
  await r.call('temporary token on a member route', 'GET', '/v1/user/security', { token: temporary });
  await r.call('sign out an unknown device', 'POST', '/v1/user/logout', { token: temporary, body: { deviceId: 'nothing' } });
  const windows = (devices.body.data.devices as Array<{ _id: string; name: string }>).find((d) => d.name === 'Windows');
  await r.call('sign out one device for the waiting one', 'POST', '/v1/user/logout', { token: temporary, body: { deviceId: windows?._id } });
  await r.call('the signed-out device', 'GET', '/v1/user/security', { token: first.body.data.token });
  await r.call('sign out everywhere', 'POST', '/v1/user/logout', { token, body: { fromAllDevices: true } });
  const again = await r.call('sign-in after signing out', 'POST', '/v1/user/login', signIn(AGENTS.mac));
  await r.call('sign out without a body', 'POST', '/v1/user/logout', { token: again.body.data.token });
  const out = await r.call('sign out', 'POST', '/v1/user/logout', { token: again.body.data.token, body: {} });
  await r.call('feedback without a token', 'POST', '/v1/feedback', { body: { rating: 5 } });
  await r.call('feedback, rating missing', 'POST', '/v1/feedback', { token: out.body.data.ratingToken, body: { comment: 'x' } });
  await r.call('feedback, rating out of range', 'POST', '/v1/feedback', { token: out.body.data.ratingToken, body: { rating: 9 } });
  await r.call('feedback with the rating token', 'POST', '/v1/feedback', { token: out.body.data.ratingToken, body: { rating: 5, comment: ' Clear working. ' } });
  await r.call('feedback over the limit', 'POST', '/v1/feedback', { token: out.body.data.ratingToken, body: { rating: 4 } });
  const back = await r.call('sign-in once more', 'POST', '/v1/user/login', signIn(AGENTS.mac));
  return back.body.data.token as string;
}
