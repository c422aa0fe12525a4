// Finding 3 of the second attack run: throttling was per account and client only, so ten addresses got ten
// guesses each every 15 minutes, and the unlock link cleared every client's block, the attacker's included. Now a
// cap per account across all clients slows every further guess exponentially without saying so, and the mailed
// unlock link lets only the browser that opened it through.
import { MESSAGES } from '@sentiscope/shared/contract';
import { DEFAULT_RATE_LIMITS } from '../../src/config';
import { CHROME_MAC, createVerifiedUser, startApi, waitFor, type TestApi } from '../helpers';

let api: TestApi;
beforeAll(async () => {
  // The limits a deployment runs with, behind a trusted load balancer so each test client has its own address.
  api = await startApi({ config: { trustedProxies: ['127.0.0.1'] }, rateLimits: DEFAULT_RATE_LIMITS });
});
afterAll(() => api.close());

const attempt = (email: string, password: string, client: string, extra: Record<string, unknown> = {}) =>
  api.request('POST', '/v1/user/login', { body: { email, password, ...extra }, headers: { 'x-forwarded-for': client, 'user-agent': CHROME_MAC } });

/** Passwords the server actually compared for this account: each is one 'sign-in-failed' in the security log. */
const checkedGuesses = async (userId: string) =>
  (await api.db.k.selectFrom('security_events').select('id').where('user_id', '=', userId).where('kind', '=', 'sign-in-failed').execute()).length;

/**
 * A patient attacker with ten addresses: every thirty seconds each address that is not told to wait sends one
 * more guess, for `minutes` of the server's clock.
 */
async function guessFromTenAddresses(email: string, minutes: number) {
  const readyAt = new Map<string, number>();
  for (let elapsed = 0; elapsed < minutes * 60_000; elapsed += 30_000) {
    for (let c = 0; c < 10; c += 1) {
      const client = `203.0.113.${100 + c}`;
      if ((readyAt.get(client) ?? 0) > api.clock.now()) continue;
      const answer = await attempt(email, `guess-${elapsed}-${c}`, client);
      if (answer.status === 429) readyAt.set(client, api.clock.now() + Number(answer.headers.get('retry-after')) * 1000);
      else expect([answer.status, answer.body.message]).toEqual([401, MESSAGES.invalidCredentials]);
    }
    api.clock.advance(30_000);
  }
}

describe('guessing one password from many addresses', () => {
  it('gets few guesses checked in an hour, however many addresses send them', async () => {
    const owner = await createVerifiedUser(api);
    await guessFromTenAddresses(owner.email, 60);
    // Per client alone, ten addresses got about 400 guesses checked in an hour.
    expect(await checkedGuesses(owner.id)).toBeLessThanOrEqual(40);
  }, 120_000);

  it('answers the right password from a fresh address exactly as a wrong one once the cap is passed', async () => {
    const owner = await createVerifiedUser(api);
    await guessFromTenAddresses(owner.email, 2);
    const wrong = await attempt(owner.email, 'another-wrong-guess', '203.0.113.200');
    const right = await attempt(owner.email, owner.password, '203.0.113.201');
    expect([right.status, right.body]).toEqual([wrong.status, wrong.body]);
    expect(right.status).toBe(401);
    expect(right.headers.get('retry-after')).toBeNull();
  }, 60_000);

  it("lets the owner in through the mailed unlock link, in that browser only, and keeps the attacker's clients out", async () => {
    const owner = await createVerifiedUser(api);
    await guessFromTenAddresses(owner.email, 5);
    const mail = await waitFor(() => api.outbox().find((m) => m.to === owner.email && /paused/i.test(m.subject)));
    const token = /#unlock=([\w-]+)/.exec(mail.text)![1];

    const unlocked = await api.request('POST', '/v1/user/unlock', { body: { token }, headers: { 'x-forwarded-for': '198.51.100.9' } });
    expect(unlocked.status).toBe(200);
    const unlockPass = unlocked.body.data.unlockPass as string;
    expect(unlockPass).toEqual(expect.any(String));
    expect(unlocked.body.data.email).toBe(owner.email);
    // The link works once.
    expect((await api.request('POST', '/v1/user/unlock', { body: { token } })).status).toBe(400);

    // The owner's browser, carrying what the link gave it, signs in at once, whatever address it comes from.
    const owners = await attempt(owner.email, owner.password, '203.0.113.100', { unlockPass });
    expect(owners.status).toBe(200);

    // Everyone else is still held back: the attacker's addresses, and a new one, even with the right password.
    for (const client of ['203.0.113.101', '203.0.113.109', '203.0.113.250']) {
      const answer = await attempt(owner.email, owner.password, client);
      expect(answer.status).not.toBe(200);
    }
    // A pass made up is no pass.
    expect((await attempt(owner.email, owner.password, '203.0.113.251', { unlockPass: 'made-up-pass' })).status).toBe(401);
  }, 120_000);
});
