// Finding 1: an attacker who signs up first with a victim's address must not end up holding the victim's account.
import { MESSAGES } from '@sentiscope/shared/contract';
import { login, signupBody, startApi, waitFor, type TestApi } from '../helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const codesFor = (email: string) =>
  api.outbox().filter((m) => m.to === email && /verification code/i.test(m.subject)).map((m) => /\b(\d{6})\b/.exec(m.text)![1]);

async function signUpAndAskCode(body: Record<string, unknown>) {
  const signup = await api.request('POST', '/v1/user/signup', { body });
  expect(signup.status).toBe(201);
  const signupId = signup.body.data?.signupId;
  const asked = await api.request('POST', '/v1/auth/request-otp', { body: { email: body.email, signupId } });
  return { signupId, asked };
}

describe('sign-up takeover', () => {
  it('the victim verifies with the code from their mailbox: their password is active, the attacker’s is not', async () => {
    const victim = signupBody({ name: 'Victoria', password: 'victims-own-pass' });
    const attacker = { ...victim, name: 'Mallory', password: 'attackers-pass' };

    await signUpAndAskCode(attacker); // the code goes to the victim's mailbox, the attacker never sees it
    await waitFor(() => (codesFor(victim.email as string).length === 1 ? true : undefined));
    api.clock.advance(5_000);
    const mine = await signUpAndAskCode(victim);
    expect(mine.asked.status).toBe(200);
    const code = await waitFor(() => codesFor(victim.email as string)[1]);

    const verified = await api.request('POST', '/v1/auth/verify-otp', { body: { email: victim.email, otp: code, signupId: mine.signupId } });
    expect(verified.status).toBe(200);

    expect((await login(api, victim.email as string, 'attackers-pass')).status).toBe(401);
    const owner = await login(api, victim.email as string, 'victims-own-pass');
    expect(owner.status).toBe(200);
    expect(owner.body.data.user.name).toBe('Victoria');
  });

  it('a code mailed for the attacker’s sign-up does not verify the victim’s, and cannot be used without it', async () => {
    const victim = signupBody({ password: 'victims-own-pass' });
    const mine = await signUpAndAskCode(victim);
    const victimCode = await waitFor(() => codesFor(victim.email as string)[0]);
    const theirs = await signUpAndAskCode({ ...victim, password: 'attackers-pass' });
    const attackerCode = await waitFor(() => codesFor(victim.email as string)[1]);

    // The newest mail holds the attacker's code: entered on the victim's page it fails, and nothing changes.
    const wrongSignup = await api.request('POST', '/v1/auth/verify-otp', { body: { email: victim.email, otp: attackerCode, signupId: mine.signupId } });
    if (attackerCode !== victimCode) expect(wrongSignup.body.message).toBe(MESSAGES.otpInvalid);
    // Without knowing a sign-up's handle the attacker cannot verify it even with a leaked code.
    const guessed = await api.request('POST', '/v1/auth/verify-otp', { body: { email: victim.email, otp: attackerCode } });
    expect(guessed.status).toBe(400);
    expect((await login(api, victim.email as string, 'attackers-pass')).status).toBe(403);

    expect((await api.request('POST', '/v1/auth/verify-otp', { body: { email: victim.email, otp: victimCode, signupId: mine.signupId } })).status).toBe(200);
    expect((await login(api, victim.email as string, 'victims-own-pass')).status).toBe(200);
    expect((await login(api, victim.email as string, 'attackers-pass')).status).toBe(401);
    // The attacker's waiting sign-up is gone with the verification.
    expect((await api.request('POST', '/v1/auth/verify-otp', { body: { email: victim.email, otp: attackerCode, signupId: theirs.signupId } })).status).toBe(400);
  });

  it('a pending sign-up never blocks the owner: their code request is answered and mailed at once', async () => {
    const victim = signupBody({ password: 'victims-own-pass' });
    await signUpAndAskCode({ ...victim, password: 'attackers-pass' });
    await waitFor(() => codesFor(victim.email as string)[0]);
    const mine = await signUpAndAskCode(victim); // within the attacker's resend minute
    expect(mine.asked.body).toMatchObject({ success: true, message: MESSAGES.otpSent });
    await waitFor(() => codesFor(victim.email as string)[1]);
  });
});
