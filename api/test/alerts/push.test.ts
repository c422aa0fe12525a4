// Browser push over HTTP on a real database, against a push service on loopback that speaks HTTPS with a
// certificate made for the test (trusted by the app through its test-only extra CA; the API process test trusts it
// through NODE_EXTRA_CA_CERTS): the key browsers subscribe with, kept in the data directory; subscriptions checked,
// bounded, listed by host only, removed; and a push as it goes out: aes128gcm that the browser's keys decrypt, a
// TTL, and a VAPID header whose ES256 signature verifies with the public key. A push service answering 410 drops
// the subscription.
import { createPublicKey, verify } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CHANNEL_MESSAGES, DELETE_ACCOUNT_CONFIRMATION, MAX_PUSH_SUBSCRIPTIONS, PUSH_MESSAGES, ROUTES } from '@sentiscope/shared/contract';
import { VAPID_KEYS_FILE } from '../../src/alerts/service/push-keys';
import type { PushSubscriptionRow } from '../../src/alerts/data/push-subscriptions';
import { PUSH_TTL_SECONDS, sendPush } from '../../src/alerts/service/push-send';
import { checkedSubscription } from '../../src/alerts/service/push-target';
import { createVerifiedUser, loginToken, startApi, type TestApi } from '../helpers';
import { aes128gcmHeader, decryptPush, startFakePushService, testBrowser, type FakePushService, type PushRequest } from '../support/fake-push-service';

process.env.SENTISCOPE_OFFLINE = '1';

let api: TestApi;
let push: FakePushService;

beforeAll(async () => {
  push = await startFakePushService();
  api = await startApi({ config: { pushAllowPrivate: true, pushCa: push.certificate } });
});

afterAll(async () => {
  await api?.close();
  await push?.close();
});

async function member() {
  const user = await createVerifiedUser(api);
  return { ...user, token: await loginToken(api, user.email, user.password) };
}

let endpoints = 0;
const endpointOn = (origin: string) => `${origin}/wpush/v2/${(endpoints += 1)}-${Date.now().toString(36)}`;

/** The VAPID JWT's parts, and whether its ES256 signature verifies with the raw P-256 public key `k`. */
function vapidOf(request: PushRequest) {
  const [, jwt, k] = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(String(request.headers.authorization)) ?? [];
  expect(jwt).toBeDefined();
  const [header, payload, signature] = jwt.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  const verifies = (signed: string) => verify('sha256', Buffer.from(signed), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  return {
    k,
    header: JSON.parse(Buffer.from(header, 'base64url').toString()),
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString()),
    valid: verifies(`${header}.${payload}`),
    validForOtherClaims: verifies(`${header}.${Buffer.from(JSON.stringify({ aud: 'https://elsewhere.example' })).toString('base64url')}`),
  };
}

describe('the key browsers subscribe with', () => {
  it('is generated once into the data directory (0600) and answered to anyone', async () => {
    const first = await api.request('GET', '/v1/push/vapid-public-key');
    expect(first.status).toBe(200);
    const { publicKey } = first.body.data;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const file = path.join(api.config.dataDir, VAPID_KEYS_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8')).publicKey).toBe(publicKey);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await api.request('GET', '/v1/push/vapid-public-key')).body.data.publicKey).toBe(publicKey);
  });
});

describe('subscriptions', () => {
  it('refuses an endpoint that is not https, keys of the wrong size or off the curve, and a missing field', async () => {
    const { token } = await member();
    const { keys } = testBrowser();
    const post = (body: unknown) => api.request('POST', '/v1/push/subscriptions', { token, body });
    const plain = await post({ endpoint: 'http://127.0.0.1:9/wpush', keys });
    expect([plain.status, plain.body.message]).toEqual([400, PUSH_MESSAGES.endpointInvalid]);
    expect((await post({ endpoint: 'not a url', keys })).body.message).toBe(PUSH_MESSAGES.endpointInvalid);
    const short = await post({ endpoint: endpointOn(push.origin), keys: { ...keys, auth: keys.auth.slice(0, 20) } });
    expect([short.status, short.body.message]).toEqual([400, PUSH_MESSAGES.keysInvalid]);
    // 65 bytes that start like a point but are not on P-256.
    const offCurve = Buffer.alloc(65, 7);
    offCurve[0] = 4;
    expect((await post({ endpoint: endpointOn(push.origin), keys: { ...keys, p256dh: offCurve.toString('base64url') } })).body.message).toBe(PUSH_MESSAGES.keysInvalid);
    expect((await post({ endpoint: endpointOn(push.origin) })).status).toBe(400);
    expect((await api.request('GET', '/v1/push/subscriptions', { token })).body.data.subscriptions).toEqual([]);
  });

  it('refuses internal endpoints unless PUSH_ALLOW_PRIVATE is on', () => {
    const { keys } = testBrowser();
    for (const endpoint of ['https://127.0.0.1:8443/w', 'https://localhost/w', 'https://10.1.2.3/w', 'https://[::1]/w', 'https://169.254.169.254/w']) {
      expect(() => checkedSubscription({ endpoint, keys }, false)).toThrow(PUSH_MESSAGES.endpointPrivate);
    }
    expect(checkedSubscription({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys }, false).endpoint).toBe('https://fcm.googleapis.com/fcm/send/abc');
  });

  it('lists each browser by host only, keeps at most the bound (the longest unused goes), and removes the member’s own only', async () => {
    const one = await member();
    const other = await member();
    const made: string[] = [];
    for (let i = 0; i <= MAX_PUSH_SUBSCRIPTIONS; i += 1) {
      const endpoint = endpointOn(push.origin);
      const answer = await api.request('POST', '/v1/push/subscriptions', { token: one.token, body: { endpoint, keys: testBrowser().keys, expirationTime: null } });
      expect(answer.status).toBe(201);
      expect(answer.body.data.host).toBe(new URL(push.origin).host);
      made.push(endpoint);
      api.clock.advance(1000);
    }
    const listed = (await api.request('GET', '/v1/push/subscriptions', { token: one.token })).body.data;
    expect(listed.subscriptions).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    expect(listed.max).toBe(MAX_PUSH_SUBSCRIPTIONS);
    expect(JSON.stringify(listed)).not.toContain('/wpush/');
    const kept = await api.db.k.selectFrom('push_subscriptions' as never).select('endpoint' as never).where('user_id' as never, '=', one.id as never).execute();
    expect((kept as Array<{ endpoint: string }>).map((r) => r.endpoint).sort()).toEqual(made.slice(1).sort());

    const id = listed.subscriptions[0].id as string;
    expect((await api.request('DELETE', `/v1/push/subscriptions/${id}`, { token: other.token })).status).toBe(404);
    const removed = await api.request('DELETE', `/v1/push/subscriptions/${id}`, { token: one.token });
    expect([removed.status, removed.body.data.subscriptions.length]).toEqual([200, MAX_PUSH_SUBSCRIPTIONS - 1]);
    const byEndpoint = await api.request('DELETE', '/v1/push/subscriptions', { token: one.token, body: { endpoint: made[made.length - 1] } });
    expect([byEndpoint.status, byEndpoint.body.message, byEndpoint.body.data.subscriptions.length]).toEqual([200, PUSH_MESSAGES.unsubscribed, MAX_PUSH_SUBSCRIPTIONS - 2]);
    expect((await api.request('DELETE', '/v1/push/subscriptions', { token: one.token, body: { endpoint: made[made.length - 1] } })).status).toBe(404);
  });
});

describe('sending', () => {
  it('sends aes128gcm with a TTL and a signed VAPID header; the browser decrypts it; a 410 drops the subscription', async () => {
    const { token } = await member();
    const browser = testBrowser();
    const endpoint = endpointOn(push.origin);
    expect((await api.request('POST', '/v1/push/subscriptions', { token, body: { endpoint, keys: browser.keys } })).status).toBe(201);
    const before = push.received.length;
    const tested = await api.request('POST', '/v1/alerts/channels/push/test', { token });
    expect([tested.status, tested.body.data]).toEqual([200, { delivered: true, status: null, error: null }]);
    const sent = push.received[before];
    expect(sent.path).toBe(new URL(endpoint).pathname);
    expect(sent.headers['content-encoding']).toBe('aes128gcm');
    expect(sent.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    const vapid = vapidOf(sent);
    expect(vapid.k).toBe((await api.request('GET', '/v1/push/vapid-public-key')).body.data.publicKey);
    expect(vapid.header).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect([vapid.valid, vapid.validForOtherClaims]).toEqual([true, false]);
    expect(vapid.claims.aud).toBe(push.origin);
    // The subject defaults to the company's published e-mail (the seeded one here).
    expect(vapid.claims.sub).toBe('mailto:support@sentiscope.example');
    const nowSeconds = Date.now() / 1000;
    expect(vapid.claims.exp).toBeGreaterThan(nowSeconds);
    expect(vapid.claims.exp).toBeLessThanOrEqual(nowSeconds + 24 * 3600);
    const header = aes128gcmHeader(sent.body);
    expect([header.salt.length, header.serverKey.length, header.serverKey[0]]).toEqual([16, 65, 4]);
    expect(JSON.parse(decryptPush(browser, sent.body))).toEqual({ title: PUSH_MESSAGES.testTitle, body: PUSH_MESSAGES.testBody, url: ROUTES.alerts, tag: 'sentiscope-test' });
    const listed = (await api.request('GET', '/v1/push/subscriptions', { token })).body.data.subscriptions;
    expect(listed[0].lastSentAt).toBe(new Date(api.clock.now()).toISOString());

    push.answerNext(410);
    const gone = await api.request('POST', '/v1/alerts/channels/push/test', { token });
    expect(gone.body.data).toEqual({ delivered: false, status: null, error: CHANNEL_MESSAGES.notDelivered });
    expect((await api.request('GET', '/v1/push/subscriptions', { token })).body.data.subscriptions).toEqual([]);
    const channel = (await api.request('GET', '/v1/alerts/channels', { token })).body.data.channels.find((c: { channel: string }) => c.channel === 'push');
    expect(channel).toMatchObject({ inPlan: true, available: true, connected: false, testable: true, logged: true });
    const none = await api.request('POST', '/v1/alerts/channels/push/test', { token });
    expect([none.status, none.body.message]).toEqual([400, CHANNEL_MESSAGES.notConnected('push')]);
  });

  it('keeps a subscription the push service answers 500 for, and contacts no push service off this machine while offline', async () => {
    const { token } = await member();
    expect((await api.request('POST', '/v1/push/subscriptions', { token, body: { endpoint: endpointOn(push.origin), keys: testBrowser().keys } })).status).toBe(201);
    push.answerNext(500);
    expect((await api.request('POST', '/v1/alerts/channels/push/test', { token })).body.data).toEqual({ delivered: false, status: null, error: PUSH_MESSAGES.notReached(1) });
    expect((await api.request('GET', '/v1/push/subscriptions', { token })).body.data.subscriptions).toHaveLength(1);
    const before = push.received.length;
    expect((await api.request('POST', '/v1/push/subscriptions', { token, body: { endpoint: 'https://push.services.example/wpush/1', keys: testBrowser().keys } })).status).toBe(201);
    expect((await api.request('POST', '/v1/alerts/channels/push/test', { token })).body.data).toEqual({ delivered: true, status: null, error: PUSH_MESSAGES.notReached(1) });
    expect(push.received.length).toBe(before + 1);
    // Refused before any lookup of the name: nothing left the machine.
    const offHere = (await api.db.k.selectFrom('push_subscriptions' as never).selectAll().where('endpoint' as never, '=', 'https://push.services.example/wpush/1' as never).executeTakeFirstOrThrow()) as PushSubscriptionRow;
    const message = { title: 't', body: 'b', url: ROUTES.alerts, tag: 't' };
    await expect(sendPush({ config: api.config, db: api.db, now: api.clock.now }, offHere, message)).rejects.toThrow('offline (SENTISCOPE_OFFLINE): push.services.example is not on this machine');
  });

});

describe('with the account', () => {
  it('are in the data export by host only, and forgotten with the account', async () => {
    const leaving = await member();
    const browser = testBrowser();
    expect((await api.request('POST', '/v1/push/subscriptions', { token: leaving.token, body: { endpoint: endpointOn(push.origin), keys: browser.keys } })).status).toBe(201);
    const exported = await api.request('GET', '/v1/user/export', { token: leaving.token });
    expect(exported.body.data.pushSubscriptions).toEqual([{ host: new URL(push.origin).host, createdAt: new Date(api.clock.now()).toISOString(), lastSentAt: null }]);
    expect(exported.text).not.toContain('/wpush/');
    expect(exported.text).not.toContain(browser.keys.auth);
    const deleted = await api.request('POST', '/v1/user/delete-account', { token: leaving.token, body: { password: leaving.password, confirmation: DELETE_ACCOUNT_CONFIRMATION } });
    expect(deleted.status).toBe(200);
    const rows = await api.db.k.selectFrom('push_subscriptions' as never).selectAll().where('user_id' as never, '=', leaving.id as never).execute();
    expect(rows).toEqual([]);
  });
});
