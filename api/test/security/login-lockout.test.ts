// Finding 2: wrong passwords from one client must not lock the owner out; limits are shared through the database.
import { buildApp } from '../../src/app';
import { API_MESSAGES } from '../../src/platform/messages';
import { CHROME_MAC, createVerifiedUser, startApi, waitFor, type TestApi } from '../helpers';

let api: TestApi;
beforeAll(async () => {
  // Behind a trusted load balancer, so each test client can have its own address.
  api = await startApi({ config: { trustedProxies: ['127.0.0.1'] }, rateLimits: { loginPerAccount: { limit: 10, windowMs: 15 * 60_000 } } });
});
afterAll(() => api.close());

const attempt = (target: TestApi, email: string, password: string, client: string) =>
  target.request('POST', '/v1/user/login', { body: { email, password }, headers: { 'x-forwarded-for': client, 'user-agent': CHROME_MAC } });

/** Ten wrong passwords from one client, waiting out each backoff as a patient attacker would. */
async function guessTenTimes(email: string, client: string) {
  for (let i = 0; i < 10; i += 1) {
    let answer = await attempt(api, email, `wrong-guess-${i}`, client);
    while (answer.status === 429) {
      api.clock.advance(Number(answer.headers.get('retry-after')) * 1000);
      answer = await attempt(api, email, `wrong-guess-${i}`, client);
    }
    expect(answer.status).toBe(401);
  }
}

describe('login lockout', () => {
  it('ten wrong passwords from an attacker leave the owner, on a clean client, able to log in', async () => {
    const owner = await createVerifiedUser(api);
    await guessTenTimes(owner.email, '203.0.113.66');
    expect((await attempt(api, owner.email, owner.password, '198.51.100.7')).status).toBe(200);
  });

  it('slows one client down after three failures, then blocks it for that account and mails the owner an unlock link', async () => {
    const owner = await createVerifiedUser(api);
    for (let i = 0; i < 3; i += 1) expect((await attempt(api, owner.email, 'wrong-guess', '203.0.113.67')).status).toBe(401);
    const slowed = await attempt(api, owner.email, 'wrong-guess', '203.0.113.67');
    expect(slowed.status).toBe(429);
    expect(slowed.body).toMatchObject({ success: false, message: API_MESSAGES.loginSlowDown });
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);

    await guessTenTimes(owner.email, '203.0.113.68');
    const blocked = await attempt(api, owner.email, owner.password, '203.0.113.68');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(API_MESSAGES.loginBlocked);

    const mail = await waitFor(() => api.outbox().find((m) => m.to === owner.email && /paused/i.test(m.subject)));
    const token = /#unlock=([\w-]+)/.exec(mail.text)![1];
    expect(mail.text).not.toMatch(/\?[^\s]*unlock/);
    const unlocked = await api.request('POST', '/v1/user/unlock', { body: { token } });
    expect(unlocked.status).toBe(200);
    // The link lets the browser that opened it through; the blocked client stays blocked without it.
    expect((await attempt(api, owner.email, owner.password, '203.0.113.68')).status).toBe(429);
    const unlockPass = unlocked.body.data.unlockPass as string;
    const withPass = await api.request('POST', '/v1/user/login', {
      body: { email: owner.email, password: owner.password, unlockPass },
      headers: { 'x-forwarded-for': '203.0.113.68', 'user-agent': CHROME_MAC },
    });
    expect(withPass.status).toBe(200);
    expect((await api.request('POST', '/v1/user/unlock', { body: { token } })).status).toBe(400);
  });

  it('keeps the counts in the database: a second API instance on the same database sees the block', async () => {
    const owner = await createVerifiedUser(api);
    await guessTenTimes(owner.email, '203.0.113.69');
    const db = api.reopen();
    const second = buildApp({ config: api.config, db, now: api.clock.now });
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = second.server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const answer = await fetch(`${url}/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.69' },
        body: JSON.stringify({ email: owner.email, password: owner.password }),
      });
      expect(answer.status).toBe(429);
    } finally {
      await second.close();
      await db.close();
    }
  });
});
