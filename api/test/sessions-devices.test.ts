// The device limit over real HTTP: three devices, the fourth's temporary token and its ways out (sessions: sessions.test.ts).
import { MESSAGES, TEMPORARY_TOKEN_LIFETIME_MS } from '@sentiscope/shared/contract';
import {
  createVerifiedUser,
  login,
  startApi,
  type TestApi,
} from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
import { AGENTS } from './device-agents';

describe('at most 3 devices', () => {
  async function threeDevices() {
    const user = await createVerifiedUser(api);
    const tokens: string[] = [];
    for (const agent of AGENTS.slice(0, 3)) {
      api.clock.advance(1000);
      const answer = await login(api, user.email, user.password, agent);
      expect(answer.status).toBe(200);
      tokens.push(answer.body.data.token);
    }
    return { user, tokens };
  }

  it('answers the 4th login with 429, the device list and a temporary token', async () => {
    const { user } = await threeDevices();
    const fourth = await login(api, user.email, user.password, AGENTS[3]);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe(MESSAGES.tooManyDevices);
    expect(fourth.body.data.devices.map((d: { name: string; userAgent: string }) => `${d.name}/${d.userAgent}`)).toEqual([
      'Windows/Edge',
      'iPhone/Safari',
      'Android/Chrome',
    ]);
    const claims = claimsOf(fourth.body.data.token);
    expect(claims).toMatchObject({ userId: user.id, typ: 'device-conflict' });
    expect(claims.exp * 1000 - api.clock.now()).toBeLessThanOrEqual(TEMPORARY_TOKEN_LIFETIME_MS);
  });

  it('does not accept the temporary token as an access token: 401', async () => {
    const { user } = await threeDevices();
    const temp = (await login(api, user.email, user.password, AGENTS[3])).body.data.token;
    expect((await api.request('GET', `/v1/user/${user.id}`, { token: temp })).status).toBe(401);
    expect((await api.request('GET', '/v1/stock/details/btc', { token: temp })).status).toBe(401);
    expect((await api.request('POST', '/v1/payment/create-checkout-session', { token: temp, body: { priceId: 'x', plan: 'y' } })).status).toBe(401);
  });

  it('lets the temporary token list devices, log one out, and hand over a full token for the new device', async () => {
    const { user, tokens } = await threeDevices();
    const temp = (await login(api, user.email, user.password, AGENTS[3])).body.data.token;
    const listed = await api.request('GET', '/v1/user/devices', { token: temp });
    expect(listed.body.data.devices).toHaveLength(3);
    expect((await api.request('POST', '/v1/user/proceed', { token: temp })).status).toBe(429);

    const victim = listed.body.data.devices[0];
    api.clock.advance(1000);
    const out = await api.request('POST', '/v1/user/logout', { token: temp, body: { fromAllDevices: false, deviceId: victim._id } });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe(MESSAGES.deviceLoggedOut);
    const fresh = out.body.data.token;
    expect(claimsOf(fresh)).toMatchObject({ typ: 'access', userId: user.id });
    expect(out.body.data.devices.map((d: { name: string }) => d.name)).toEqual(['iPhone', 'Android', 'Mac']);
    expect((await api.request('GET', `/v1/user/${user.id}`, { token: tokens[0] })).status).toBe(401);
    expect((await api.request('GET', `/v1/user/${user.id}`, { token: fresh })).status).toBe(200);

    // Proceed afterwards gives the same device session, not a fourth one.
    const proceeded = await api.request('POST', '/v1/user/proceed', { token: temp });
    expect(proceeded.status).toBe(200);
    expect(claimsOf(proceeded.body.data.token).sid).toBe(claimsOf(fresh).sid);
    expect(proceeded.body.data.user.loginDevices).toHaveLength(3);
  });

  it('logs out a device named by ip alone, as the original client does', async () => {
    // Behind a trusted load balancer each device's ip is the one the balancer reports.
    const proxied = await startApi({ config: { trustedProxies: ['127.0.0.1'] } });
    try {
      const user = await createVerifiedUser(proxied);
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        proxied.clock.advance(1000);
        await proxied.request('POST', '/v1/user/login', { body: { email: user.email, password: user.password }, headers: from(ip) });
      }
      const temp = (await proxied.request('POST', '/v1/user/login', { body: { email: user.email, password: user.password }, headers: from('198.51.100.4') })).body.data.token;
      proxied.clock.advance(1000);
      const out = await proxied.request('POST', '/v1/user/logout', { token: temp, body: { fromAllDevices: false, ip: '198.51.100.2' } });
      expect(out.status).toBe(200);
      expect(out.body.data.devices.map((d: { ip: string }) => d.ip)).toEqual(['198.51.100.1', '198.51.100.3', '198.51.100.4']);
    } finally {
      await proxied.close();
    }
  });

  it('logging out from all devices with the temporary token ends the others and opens this one', async () => {
    const { user, tokens } = await threeDevices();
    const temp = (await login(api, user.email, user.password, AGENTS[3])).body.data.token;
    const out = await api.request('POST', '/v1/user/logout', { token: temp, body: { fromAllDevices: true } });
    expect(out.body.message).toBe(MESSAGES.allDevicesLoggedOut);
    for (const t of tokens) expect((await api.request('GET', `/v1/user/${user.id}`, { token: t })).status).toBe(401);
    const me = await api.request('GET', `/v1/user/${user.id}`, { token: out.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data.loginDevices.map((d: { name: string; userAgent: string }) => `${d.name}/${d.userAgent}`)).toEqual(['Mac/Firefox']);
  });

  it('the temporary token is dead after 3 minutes', async () => {
    const { user } = await threeDevices();
    const temp = (await login(api, user.email, user.password, AGENTS[3])).body.data.token;
    api.clock.advance(TEMPORARY_TOKEN_LIFETIME_MS - 1000);
    expect((await api.request('GET', '/v1/user/devices', { token: temp })).status).toBe(200);
    api.clock.advance(1001);
    expect((await api.request('GET', '/v1/user/devices', { token: temp })).status).toBe(401);
    expect((await api.request('POST', '/v1/user/proceed', { token: temp })).status).toBe(401);
    expect((await api.request('POST', '/v1/user/logout', { token: temp, body: { fromAllDevices: true } })).status).toBe(401);
  });

  it('a logged-out device frees its slot for a normal login', async () => {
    const { user, tokens } = await threeDevices();
    await api.request('POST', '/v1/user/logout', { token: tokens[1], body: { fromAllDevices: false } });
    expect((await login(api, user.email, user.password, AGENTS[3])).status).toBe(200);
  });
});
