import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSite, type Site } from './site';

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
