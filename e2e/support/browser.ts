import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** A page that records every script it requests and fails the test on uncaught page errors. */
export async function openPage(browser: Browser, options: { token?: string } = {}) {
  const context: BrowserContext = await browser.newContext();
  if (options.token) {
    await context.addInitScript((token) => window.localStorage.setItem('token', token), options.token);
  }
  const page: Page = await context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // A script, style or call the Content-Security-Policy blocks is a failure too.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return { page, context, scripts, errors };
}
