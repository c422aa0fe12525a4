// Finding 7 of the third attack run (issue 32), the webhook part: the IPv6 ranges that carry or translate to another
// address were accepted as webhook targets, and the test button answered the socket's own error, which told a
// closed port from a silent one (a port scanner). Now those ranges are refused like private addresses, and the
// test answers one plain reason whatever went wrong on the way.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { DELIVERY_MESSAGES } from '@sentiscope/shared/contract';
import { startApi, type TestApi } from '../helpers';
import { memberOn, type Member } from '../alerts/support';
import { startTrickleReceiver } from '../alerts/trickle-receiver';

const put = (api: TestApi, member: Member, webhookUrl: string | null) => api.request('PUT', '/v1/alerts/settings', { token: member.token, body: { webhookUrl } });

describe('IPv6 transition ranges', () => {
  let api: TestApi;
  let pro: Member;
  beforeAll(async () => {
    api = await startApi();
    pro = await memberOn(api, 'Pro');
  });
  afterAll(() => api.close());

  test.each([
    ['IPv4-compatible (::/96), loopback inside', 'http://[::7f00:1]/hook'],
    ['IPv4-compatible (::/96), metadata address inside', 'http://[::a9fe:a9fe]/hook'],
    ['6to4 (2002::/16)', 'http://[2002:7f00:1::1]/hook'],
    ['local-use NAT64 (64:ff9b:1::/48)', 'http://[64:ff9b:1::a00:1]/hook'],
    ['Teredo (2001::/32)', 'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook'],
  ])('%s is refused', async (_range, url) => {
    const answer = await put(api, pro, url);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(DELIVERY_MESSAGES.webhookUrlPrivate);
    expect((await api.request('GET', '/v1/alerts/settings', { token: pro.token })).body.data.webhookUrl).toBeNull();
  });

  test('a public IPv6 address next to those ranges is still accepted', async () => {
    expect((await put(api, pro, 'http://[2001:db9::1]/hook')).status).toBe(200);
    expect((await put(api, pro, 'http://[2003::1]/hook')).status).toBe(200);
  });
});

describe('the test button tells nothing about ports', () => {
  let api: TestApi;
  let pro: Member;
  beforeAll(async () => {
    api = await startApi({ config: { webhookAllowPrivate: true, webhookDeadlineMs: 1000 } });
    pro = await memberOn(api, 'Pro');
  });
  afterAll(() => api.close());

  async function closedPort(): Promise<number> {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  test('a closed port and a port that never answers get the same plain answer', async () => {
    const silent = await startTrickleReceiver('status-line', 50);
    try {
      const answers = [];
      for (const url of [`http://127.0.0.1:${await closedPort()}/hook`, silent.url]) {
        expect((await put(api, pro, url)).status).toBe(200);
        answers.push((await api.request('POST', '/v1/alerts/settings/webhook-test', { token: pro.token })).body);
      }
      for (const answer of answers) {
        expect(answer.data).toEqual({ delivered: false, status: null, error: DELIVERY_MESSAGES.webhookUnreachable });
        expect(answer.message).toBe(DELIVERY_MESSAGES.webhookTestFailed(DELIVERY_MESSAGES.webhookUnreachable));
        expect(JSON.stringify(answer)).not.toMatch(/ECONN|EHOST|ETIMEDOUT|socket|timeout/i);
      }
    } finally {
      await silent.close();
    }
  });
});
