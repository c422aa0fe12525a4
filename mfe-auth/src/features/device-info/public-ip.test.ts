import { delay, http, HttpResponse } from 'msw';
import { DEFAULT_IP_LOOKUP_URL, ipLookupUrl, lookupPublicIp } from '@sentiscope/shared/api';
import { server } from '@sentiscope/shared/testing';

const LOOKUP = 'http://ip.test/lookup';

describe('lookupPublicIp', () => {
  it('returns the ip the lookup service answers', async () => {
    server.use(http.get(LOOKUP, () => HttpResponse.json({ ip: '203.0.113.7' })));
    await expect(lookupPublicIp(LOOKUP)).resolves.toBe('203.0.113.7');
  });

  it('asks the default public service when nothing is configured', async () => {
    expect(ipLookupUrl()).toBe(DEFAULT_IP_LOOKUP_URL);
    server.use(http.get('https://api.ipify.org/', () => HttpResponse.json({ ip: '198.51.100.4' })));
    await expect(lookupPublicIp()).resolves.toBe('198.51.100.4');
  });

  it('asks the URL the host page configures', async () => {
    window.__SENTISCOPE_IP_LOOKUP_URL__ = LOOKUP;
    server.use(http.get(LOOKUP, () => HttpResponse.json({ ip: '192.0.2.10' })));
    await expect(lookupPublicIp()).resolves.toBe('192.0.2.10');
  });

  it("makes no request and says 'unknown' when the configured URL is empty", async () => {
    window.__SENTISCOPE_IP_LOOKUP_URL__ = '';
    // No handler: any request would fail the test through onUnhandledRequest: 'error'.
    await expect(lookupPublicIp()).resolves.toBe('unknown');
  });

  it.each([
    ['a server error', () => new HttpResponse(null, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['a body without an ip', () => HttpResponse.json({ address: '1.2.3.4' })],
    ['a body that is not JSON', () => HttpResponse.text('hello')],
    ['an empty ip', () => HttpResponse.json({ ip: '  ' })],
  ])("says 'unknown' on %s", async (_what, resolver) => {
    server.use(http.get(LOOKUP, resolver));
    await expect(lookupPublicIp(LOOKUP)).resolves.toBe('unknown');
  });

  describe('with a slow service', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("gives up after 2 s and says 'unknown'", async () => {
      server.use(
        http.get(LOOKUP, async () => {
          await delay('infinite');
          return HttpResponse.json({ ip: '203.0.113.7' });
        }),
      );
      let settled: string | undefined;
      void lookupPublicIp(LOOKUP).then((ip) => (settled = ip));
      await jest.advanceTimersByTimeAsync(1999);
      expect(settled).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toBe('unknown');
    });
  });
});
