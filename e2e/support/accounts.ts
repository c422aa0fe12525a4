import { mailedCode } from './mail';
import type { Site } from './site';

async function call<T = { data?: Record<string, unknown>; message?: string }>(site: Site, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${site.apiUrl}/v1${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const post = (site: Site, path: string, body: unknown) => call(site, 'POST', path, body);

let counter = 0;

/** A verified account made through the API as the sign-up and e-mail code pages make it: sign-up, the mailed code, verification. */
export async function createAccount(site: Site, name: string, email: string, password: string): Promise<void> {
  const signup = await post(site, '/user/signup', { name, email, password, isAbove18: true, acceptedTermsAndConditions: true });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.body.message}`);
  const signupId = signup.body.data?.signupId;
  await post(site, '/auth/request-otp', { email, signupId });
  const code = await mailedCode(site, email);
  const verified = await post(site, '/auth/verify-otp', { email, otp: code, signupId });
  if (verified.status !== 200) throw new Error(`verification failed: ${verified.body.message}`);
}

/** A new verified account with a fresh address. */
export async function createVerifiedAccount(site: Site, password = 'violet-lantern-harbour') {
  counter += 1;
  const email = `member${Date.now().toString(36)}${counter}@sentiscope.test`;
  const name = 'Grace Hopper';
  await createAccount(site, name, email, password);
  return { email, password, name };
}

/** Whether the API lets these credentials (and an optional second-factor code) sign in. */
export async function canSignIn(site: Site, email: string, password: string, twoFactorCode?: string): Promise<number> {
  return (await post(site, '/user/login', { email, password, twoFactorCode })).status;
}

/** Signs in through the API (a session of its own, as another browser would have). */
export async function apiLogin(site: Site, email: string, password: string): Promise<string> {
  const answer = await call<{ data: { token: string } }>(site, 'POST', '/user/login', { email, password });
  if (answer.status !== 200) throw new Error('login failed');
  return answer.body.data.token;
}

/** Buys Pro for a month through the local checkout with the buyer's own session: open the checkout, pay it. */
export async function buyPro(site: Site, token: string): Promise<void> {
  const plans = await call<{ data: { _id: string; title: string }[] }>(site, 'GET', '/plan');
  const pro = plans.body.data.find((p) => p.title === 'Pro')!;
  const created = await call<{ data: { sessionId: string } }>(site, 'POST', '/payment/create-checkout-session', { planId: pro._id, tenure: 'MONTHLY' }, token);
  if (created.status !== 200) throw new Error(`checkout failed: ${created.status}`);
  const paid = await call(site, 'POST', `/payment/local-checkout/${created.body.data.sessionId}/pay`, undefined, token);
  if (paid.status !== 200) throw new Error(`payment failed: ${paid.status} ${paid.body.message}`);
}
