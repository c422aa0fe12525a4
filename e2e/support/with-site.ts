import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSite, type Site } from './site';

/** A fake market on loopback (the price providers' or the sources' fakes): the API is pointed at it by its env. */
type Market = { env: Record<string, string>; close(): Promise<void> };

/** One assembled site and one Chromium for a test file, started before its tests and stopped after them. */
export function withSite(): { site: Site; browser: Browser } {
  const env = {} as { site: Site; browser: Browser };
  beforeAll(async () => {
    env.site = await startSite();
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.site?.close();
  });
  return env;
}

/**
 * The same with a fake market started first and the API pointed at it, with `apiEnv` besides (a tick interval, a
 * setting for the test); everything is stopped after the file's tests, the market last.
 */
export function withMarket<M extends Market>(startMarket: () => Promise<M>, apiEnv: Record<string, string> = {}): { site: Site; browser: Browser; fake: M } {
  const env = {} as { site: Site; browser: Browser; fake: M };
  beforeAll(async () => {
    env.fake = await startMarket();
    env.site = await startSite({ apiEnv: { ...env.fake.env, ...apiEnv } });
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.site?.close();
    await env.fake?.close();
  });
  return env;
}
