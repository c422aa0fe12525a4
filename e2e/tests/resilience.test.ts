import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { ROOT } from '../../scripts/apps';
import { launchBrowser, openPage } from '../support/browser';
import { startSite, type Site } from '../support/site';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

function digestOf(dir: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(path.join(dir, file)));
  return hash.digest('hex');
}

describe('a remote that is down', () => {
  it('shows the fallback in its own layout while the rest of the site works, and Retry recovers it', async () => {
    const { page, context } = await openPage(browser);
    try {
      await site.stopApp('mfe-auth');
      await page.goto(site.url('/login'));
      const fallback = page.getByRole('alert').filter({ hasText: 'This part of SentiScope is unavailable right now' });
      await fallback.waitFor();
      // Still inside the centred auth card with its title, and no site header.
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      expect(await page.getByRole('banner').count()).toBe(0);

      await page.getByRole('link', { name: 'SentiScope' }).count();
      await page.goto(site.url('/'));
      await page.getByText(/AI-generated crypto and stock sentiment/).waitFor();

      await page.goto(site.url('/login'));
      await fallback.waitFor();
      await site.startApp('mfe-auth');
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('textbox', { name: /email/i }).waitFor();
      expect(await fallback.count()).toBe(0);
    } finally {
      await context.close();
      await site.startApp('mfe-auth').catch(() => undefined);
    }
  });
});

describe('a remote redeployed on its own', () => {
  it('shows its changed text with the shell untouched', async () => {
    const workDir = mkdtempSync(path.join(ROOT, '.e2e-redeploy-'));
    try {
      // Another build of the marketing remote, from a copy of its source with a changed heading.
      cpSync(path.join(ROOT, 'mfe-marketing', 'src'), path.join(workDir, 'src'), { recursive: true });
      for (const file of ['package.json', 'rspack.config.ts']) cpSync(path.join(ROOT, 'mfe-marketing', file), path.join(workDir, file));
      const aboutPage = path.join(workDir, 'src', 'features', 'about', 'about-page.tsx');
      writeFileSync(aboutPage, readFileSync(aboutPage, 'utf8').replace('<h1>About SentiScope</h1>', '<h1>About SentiScope, redeployed</h1>'));
      const shellBefore = digestOf(path.join(ROOT, 'shell', 'dist'));
      execFileSync(process.execPath, ['-r', './scripts/register-ts.cjs', 'scripts/build.ts', 'mfe-marketing', '--app-dir', workDir], {
        cwd: ROOT,
        stdio: 'pipe',
      });

      const { page, context } = await openPage(browser);
      try {
        await page.goto(site.url('/about'));
        await page.getByRole('heading', { name: 'About SentiScope' }).waitFor();
        await site.stopApp('mfe-marketing');
        await site.startApp('mfe-marketing', path.join(workDir, 'dist'));
        await page.goto(site.url('/about'));
        await page.getByRole('heading', { name: 'About SentiScope, redeployed' }).waitFor();
      } finally {
        await context.close();
      }
      expect(digestOf(path.join(ROOT, 'shell', 'dist'))).toBe(shellBefore);
    } finally {
      await site.stopApp('mfe-marketing');
      await site.startApp('mfe-marketing');
      rmSync(workDir, { recursive: true, force: true });
    }
  });
});
