// The recorded list, second half: checkout, the subscription's cancel and resume, password recovery and the
// sign-in throttle, every admin call, and deleting the account.
import { ADMIN, adminTwoFactorCode, CHROME_MAC, waitFor, type TestApi } from '../helpers';
import { MEMBER } from './visitor-and-member';
import type { Recorder } from './recorder';

export async function subscription(r: Recorder, api: TestApi, token: string): Promise<void> {
  const pro = await api.db.k.selectFrom('plans').select('id').where('title', '=', 'Pro').executeTakeFirstOrThrow();
  const free = await api.db.k.selectFrom('plans').select('id').where('is_free', '=', 1).executeTakeFirstOrThrow();
  r.varying(pro.id, 'Pro plan id');
  r.varying(free.id, 'Free plan id');
  await r.call('checkout, unknown tenure', 'POST', '/v1/payment/create-checkout-session', { token, body: { planId: pro.id, tenure: 'WEEKLY' } });
  await r.call('checkout, free plan', 'POST', '/v1/payment/create-checkout-session', { token, body: { planId: free.id, tenure: 'MONTHLY' } });
  await r.call('checkout, unknown plan', 'POST', '/v1/payment/create-checkout-session', { token, body: { planId: 'ffffffffffffffffffffffff', tenure: 'MONTHLY' } });
  const opened = await r.call('checkout', 'POST', '/v1/payment/create-checkout-session', { token, body: { planId: pro.id, tenure: 'MONTHLY' } });
  const checkoutId = opened.body.data.sessionId as string;
  await r.call('order summary', 'GET', `/v1/payment/checkout/${checkoutId}`, { token });
  await r.call('order summary, unknown checkout', 'GET', '/v1/payment/checkout/0123456789abcdef0123456789abcdef', { token });
  const yearly = await r.call('checkout, second one', 'POST', '/v1/payment/create-checkout-session', { token, body: { planId: pro.id, tenure: 'YEARLY' } });
  await r.call('cancel an open checkout', 'POST', `/v1/payment/local-checkout/${yearly.body.data.sessionId}/cancel`, { token });
  await r.call('pay a cancelled checkout', 'POST', `/v1/payment/local-checkout/${yearly.body.data.sessionId}/pay`, { token });
  await r.call('pay', 'POST', `/v1/payment/local-checkout/${checkoutId}/pay`, { token });
  await r.call('pay twice', 'POST', `/v1/payment/local-checkout/${checkoutId}/pay`, { token });
  await r.call('cancel a paid checkout', 'POST', `/v1/payment/local-checkout/${checkoutId}/cancel`, { token });
  await r.call('checkout, plan already held', 'POST', '/v1/payment/create-checkout-session', { token, body: { planId: pro.id, tenure: 'MONTHLY' } });
  await r.call('payment history', 'GET', '/v1/subscription/payments', { token });
  await r.call('analysis, asset the new plan opens', 'GET', '/v1/stock/details/sol?startDate=2022-01-01&endDate=2022-01-31', { token });
  await r.call('cancel, another subscription named', 'POST', '/v1/payment/cancel-subscription', { token, body: { subscriptionId: 'sub_other' } });
  await r.call('cancel', 'POST', '/v1/payment/cancel-subscription', { token, body: {} });
  await r.call('resume', 'POST', '/v1/subscription/resume', { token, body: {} });
  await r.call('webhook without a signature', 'POST', '/v1/payment/webhook', { raw: '{"id":"evt_1"}', headers: { 'content-type': 'application/json' } });
  await r.call('webhook, forged signature', 'POST', '/v1/payment/webhook', {
    raw: '{"id":"evt_1","type":"checkout.session.completed"}',
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
  });
}

/** Forgot password and reset with the mailed token; wrong passwords until the throttle answers; the unlock link. */
export async function recovery(r: Recorder, api: TestApi): Promise<{ token: string; password: string }> {
  await r.call('forgot password, invalid e-mail', 'POST', '/v1/user/forgot-password', { body: { email: 'nope' } });
  await r.call('forgot password, unknown account', 'POST', '/v1/user/forgot-password', { body: { email: 'nobody@example.com' } });
  await r.call('forgot password', 'POST', '/v1/user/forgot-password', { body: { email: MEMBER.email } });
  const resetToken = await waitFor(() => {
    const mail = [...api.outbox()].reverse().find((m) => /Reset your SentiScope password/.test(m.subject));
    const match = mail && /token=([^\s]+)/.exec(mail.text);
    return match ? decodeURIComponent(match[1]) : undefined;
  });
  const password = 'first-algorithm-1843';
  await r.call('reset, token in the address', 'POST', '/v1/user/reset-password?token=abc', { body: { token: resetToken, newPassword: password } });
  await r.call('reset, bad token', 'POST', '/v1/user/reset-password', { body: { token: 'not-a-token', newPassword: password } });
  await r.call('reset, passwords differ', 'POST', '/v1/user/reset-password', { body: { token: resetToken, newPassword: password, confirmPassword: 'other' } });
  await r.call('reset', 'POST', '/v1/user/reset-password', { body: { token: resetToken, newPassword: password, confirmPassword: password } });
  await r.call('unlock, bad token', 'POST', '/v1/user/unlock', { body: { token: 'not-a-token' } });
  await r.call('unlock, empty', 'POST', '/v1/user/unlock', { body: {} });
  const wrong = { body: { email: MEMBER.email, password: 'wrong-password-1' }, headers: { 'user-agent': CHROME_MAC } };
  for (let attempt = 1; attempt <= 4; attempt += 1) await r.call(`sign-in, wrong password ${attempt}`, 'POST', '/v1/user/login', wrong);
  api.clock.advance(15 * 60_000);
  const login = await r.call('sign-in after the pause', 'POST', '/v1/user/login', { body: { email: MEMBER.email, password }, headers: { 'user-agent': CHROME_MAC } });
  return { token: login.body.data.token as string, password };
}

export async function admin(r: Recorder, api: TestApi, memberToken: string, memberId: string): Promise<void> {
  const signIn = { email: ADMIN.email, password: ADMIN.password };
  await r.call('admin sign-in without the code', 'POST', '/v1/user/login', { body: signIn, headers: { 'user-agent': CHROME_MAC } });
  await r.call('admin sign-in, wrong code', 'POST', '/v1/user/login', { body: { ...signIn, twoFactorCode: '000000' }, headers: { 'user-agent': CHROME_MAC } });
  const login = await r.call('admin sign-in', 'POST', '/v1/user/login', { body: { ...signIn, twoFactorCode: adminTwoFactorCode(api) }, headers: { 'user-agent': CHROME_MAC } });
  const token = login.body.data.token as string;
  const waiting = await r.call('sign-up left waiting', 'POST', '/v1/user/signup', {
    body: { name: 'Charles Babbage', email: 'charles@example.com', password: 'difference-engine-9', isAbove18: true, acceptedTermsAndConditions: true },
  });
  void waiting;
  const charles = await api.db.k.selectFrom('users').select('id').where('email', '=', 'charles@example.com').executeTakeFirstOrThrow();
  await r.call('statistics', 'GET', '/v1/admin/stats', { token });
  await r.call('users', 'GET', '/v1/admin/users', { token });
  await r.call('users, search', 'GET', '/v1/admin/users?q=ada&page=1', { token });
  await r.call('users, bad page', 'GET', '/v1/admin/users?page=0', { token });
  await r.call('one user', 'GET', `/v1/admin/users/${memberId}`, { token });
  await r.call('one user, unknown', 'GET', '/v1/admin/users/0123456789abcdef01234567', { token });
  await r.call("a member's record as admin", 'GET', `/v1/user/${memberId}`, { token });
  await r.call('resend verification, verified user', 'POST', `/v1/admin/users/${memberId}/resend-verification`, { token });
  await r.call('resend verification', 'POST', `/v1/admin/users/${charles.id}/resend-verification`, { token });
  await r.call('company information for editing', 'GET', '/v1/admin/company-information', { token });
  await r.call('company information, bad value', 'PUT', '/v1/admin/company-information', { token, body: { email: { type: 'number', value: 'nope' } } });
  await r.call('company information, unknown type', 'PUT', '/v1/admin/company-information', { token, body: { email: { type: 'email', value: 'x' } } });
  await r.call('company information, saved', 'PUT', '/v1/admin/company-information', {
    token,
    body: { email: { type: 'string', value: 'hello@sentiscope.example' }, offices: { type: 'string[]', value: ['London', 'Lisbon'] } },
  });
  await r.call('company information after saving', 'GET', '/v1/contact/company-info');
  const announcement = {
    message: 'Scheduled maintenance on Sunday',
    showAnnouncement: true,
    backgroundColor: '#123456',
    textColor: '#ffffff',
    icon: 'info',
    className: '',
    startsAt: null,
    endsAt: null,
  };
  await r.call('announcement, missing fields', 'PUT', '/v1/admin/announcement', { token, body: { message: 'x' } });
  await r.call('announcement, saved', 'PUT', '/v1/admin/announcement', { token, body: announcement });
  await r.call('announcement', 'GET', '/v1/announcement');
  const plan = { title: 'Team', monthlyPrice: 49, sixMonthDiscount: 10, yearlyDiscount: 20, features: ['Everything in Pro', ' '], cryptos: ['btc', 'eth'], priority: 3 };
  await r.call('plan, title missing', 'POST', '/v1/plan', { token, body: { ...plan, title: ' ' } });
  await r.call('plan, price of the wrong type', 'POST', '/v1/plan', { token, body: { ...plan, monthlyPrice: '49' } });
  const created = await r.call('plan created', 'POST', '/v1/plan', { token, body: plan });
  const id = created.body.data._id as string;
  await r.call('plans after creating', 'GET', '/v1/plan');
  await r.call('plan updated', 'PUT', `/v1/plan/${id}`, { token, body: { ...plan, monthlyPrice: 59, isMostPopular: true } });
  await r.call('plan updated, unknown', 'PUT', '/v1/plan/0123456789abcdef01234567', { token, body: plan });
  const pro = await api.db.k.selectFrom('plans').select('id').where('title', '=', 'Pro').executeTakeFirstOrThrow();
  await r.call('plan deleted while in use', 'DELETE', `/v1/plan/${pro.id}`, { token });
  await r.call('plan deleted', 'DELETE', `/v1/plan/${id}`, { token });
  await r.call('plan deleted, unknown', 'DELETE', `/v1/plan/${id}`, { token });
  await r.call('activity', 'GET', '/v1/admin/activity', { token });
  await r.call('activity, one area', 'GET', '/v1/admin/activity?area=plan', { token });
  await r.call('activity, unknown area', 'GET', '/v1/admin/activity?area=money', { token });
  await r.call('plan created by a member', 'POST', '/v1/plan', { token: memberToken, body: plan });
  await r.call('revoke sessions', 'POST', `/v1/admin/users/${memberId}/revoke-sessions`, { token });
  await r.call('member after the revoke', 'GET', '/v1/user/security', { token: memberToken });
  await r.call('plan created anonymously', 'POST', '/v1/plan', { body: plan });
  await r.call('plan created anonymously, invalid body', 'POST', '/v1/plan', { body: { monthlyPrice: 'free' } });
  await r.call('announcement saved anonymously, invalid body', 'PUT', '/v1/admin/announcement', { body: { message: 1 } });
  await r.call('company information, anonymous', 'GET', '/v1/admin/company-information');
}

export async function farewell(r: Recorder, password: string): Promise<void> {
  const login = await r.call('sign-in after the revoke', 'POST', '/v1/user/login', { body: { email: MEMBER.email, password }, headers: { 'user-agent': CHROME_MAC } });
  const token = login.body.data.token as string;
  await r.call('delete account, wrong confirmation', 'POST', '/v1/user/delete-account', { token, body: { password, confirmation: 'please' } });
  await r.call('delete account, wrong password', 'POST', '/v1/user/delete-account', { token, body: { password: 'nope-nope-nope', confirmation: 'DELETE' } });
  await r.call('delete account', 'POST', '/v1/user/delete-account', { token, body: { password, confirmation: 'DELETE' } });
  await r.call('deleted account signs in', 'POST', '/v1/user/login', { body: { email: MEMBER.email, password } });
}
