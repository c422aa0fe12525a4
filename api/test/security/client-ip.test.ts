// Finding 3: a client must not choose its own ip, for rate limits or for the device list the user sees.
import { loadConfig } from '../../src/config';
import { CHROME_MAC, createVerifiedUser, startApi, type TestApi } from '../helpers';

const loginFrom = (api: TestApi, email: string, password: string, headers: Record<string, string>, body: Record<string, unknown> = {}) =>
  api.request('POST', '/v1/user/login', { body: { email, password, ...body }, headers: { 'user-agent': CHROME_MAC, ...headers } });

describe('client ip', () => {
  it('refuses TRUST_PROXY=true and takes a list of trusted proxy addresses instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true', JWT_SECRET: 'x'.repeat(32) })).toThrow(/TRUSTED_PROXIES/);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 10.1.0.0/16', JWT_SECRET: 'x'.repeat(32) }).trustedProxies).toEqual(['10.0.0.1', '10.1.0.0/16']);
  });

  it('stores the ip the server saw, whatever the client claims in the body or in X-Forwarded-For', async () => {
    const api = await startApi();
    try {
      const user = await createVerifiedUser(api);
      const answer = await loginFrom(api, user.email, user.password, { 'x-forwarded-for': '203.0.113.9' }, { ip: '198.51.100.9', device: { ip: '198.51.100.10' } });
      expect(answer.status).toBe(200);
      expect(answer.body.data.user.loginDevices.map((d: { ip: string }) => d.ip)).toEqual(['127.0.0.1']);
    } finally {
      await api.close();
    }
  });

  it('believes X-Forwarded-For only from a listed proxy, so a forged header cannot dodge the per-client limit', async () => {
    const api = await startApi({ config: { trustedProxies: ['10.0.0.0/8'] }, rateLimits: { loginPerIp: { limit: 3, windowMs: 60_000 } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await loginFrom(api, `spray${i}@example.com`, 'whatever-pass', { 'x-forwarded-for': `203.0.113.${i}` })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await api.close();
    }
  });

  it('behind a listed proxy, the device shows the client address the proxy reports', async () => {
    const api = await startApi({ config: { trustedProxies: ['127.0.0.1'] } });
    try {
      const user = await createVerifiedUser(api);
      const answer = await loginFrom(api, user.email, user.password, { 'x-forwarded-for': '203.0.113.9' }, { ip: '198.51.100.9' });
      expect(answer.body.data.user.loginDevices.map((d: { ip: string }) => d.ip)).toEqual(['203.0.113.9']);
    } finally {
      await api.close();
    }
  });
});
