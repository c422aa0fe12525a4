// Webhook targets: only Pro sets one; private, loopback and link-local addresses are refused (by the address a
// name resolves to, too) while WEBHOOK_ALLOW_PRIVATE is off; the secret is shown once and never sent back.
import { DELIVERY_MESSAGES } from '@sentiscope/shared/contract';
import { isPrivateAddress } from '../../src/platform/outbound';
import { startApi, type TestApi } from '../helpers';
import { memberOn, type Member } from './support';

let api: TestApi;
let pro: Member;
let free: Member;
beforeAll(async () => {
  api = await startApi();
  pro = await memberOn(api, 'Pro');
  free = await memberOn(api, 'Free');
});
afterAll(() => api.close());

const put = (member: Member, webhookUrl: string | null) => api.request('PUT', '/v1/alerts/settings', { token: member.token, body: { webhookUrl } });

test.each([
  'http://127.0.0.1:8080/hook',
  'http://localhost/hook',
  'http://10.1.2.3/hook',
  'http://192.168.1.10/hook',
  'http://169.254.169.254/latest/meta-data',
  'http://[::1]/hook',
  'http://[::ffff:127.0.0.1]/hook',
  'http://0.0.0.0/hook',
])('%s is refused as a private address', async (url) => {
  const answer = await put(pro, url);
  expect(answer.status).toBe(400);
  expect(answer.body.message).toBe(DELIVERY_MESSAGES.webhookUrlPrivate);
  expect((await api.request('GET', '/v1/alerts/settings', { token: pro.token })).body.data.webhookUrl).toBeNull();
});

test('malformed addresses and other schemes are refused; a name that does not resolve is refused', async () => {
  for (const url of ['ftp://example.com/x', 'not a url', 'http://user:pw@example.com/']) expect((await put(pro, url)).body.message).toBe(DELIVERY_MESSAGES.webhookUrlInvalid);
  expect((await put(pro, 'https://no-such-host.invalid/hook')).body.message).toBe(DELIVERY_MESSAGES.webhookUrlUnresolved);
});

test('webhooks are a Pro channel; the secret is shown once, then only its hint', async () => {
  const refused = await put(free, 'https://example.com/hook');
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe(DELIVERY_MESSAGES.webhookNotInPlan('Free'));
  expect((await api.request('POST', '/v1/alerts/settings/webhook-secret', { token: free.token })).status).toBe(403);
  const made = await api.request('POST', '/v1/alerts/settings/webhook-secret', { token: pro.token });
  expect(made.body.data.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
  const settings = await api.request('GET', '/v1/alerts/settings', { token: pro.token });
  expect(settings.text).not.toContain(made.body.data.secret);
  expect(settings.body.data.webhookSecretHint).toBe(made.body.data.hint);
  expect((await api.request('GET', '/v1/alerts/settings')).status).toBe(401);
});

test('the address check knows the internal ranges, IPv4-mapped IPv6 included', () => {
  for (const a of ['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.0.1', '169.254.1.1', '100.64.0.1', '::1', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1']) expect(isPrivateAddress(a)).toBe(true);
  for (const a of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111']) expect(isPrivateAddress(a)).toBe(false);
});
