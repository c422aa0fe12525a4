import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT } from '../../scripts/apps';
import { startStaticServer } from '../../scripts/static-server';
import { openPage } from '../support/browser';
import { withSite } from '../support/with-site';

const env = withSite();

function digestOf(dir: string): string {
  const hash = createHash('sha256');
  // Every file of the build output, folders included (the shell's prerendered pages, the guide's assets).
  for (const file of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
    const full = path.join(dir, file);
    if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex');
}

describe('a remote that is down', () => {
  it('shows the fallback in its own layout while the rest of the site works, and Retry recovers it', async () => {
    const { page, context } = await openPage(env.browser);
    try {
      await env.site.stopApp('mfe-auth');
      await page.goto(env.site.url('/login'));
      const fallback = page.getByRole('alert').filter({ hasText: 'This part of SentiScope is unavailable right now' });
      await fallback.waitFor();
      // Still inside the centred auth card with its title, and no site header.
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      expect(await page.getByRole('banner').count()).toBe(0);

      await page.getByRole('link', { name: 'SentiScope' }).count();
      await page.goto(env.site.url('/'));
      await page.getByText(/AI-generated crypto and stock sentiment/).waitFor();

      await page.goto(env.site.url('/login'));
      await fallback.waitFor();
      await env.site.startApp('mfe-auth');
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('textbox', { name: /email/i }).waitFor();
      expect(await fallback.count()).toBe(0);
    } finally {
      await context.close();
      await env.site.startApp('mfe-auth').catch(() => undefined);
    }
  });
});

describe('a page chunk that fails to load', () => {
  it('shows the fallback, and Retry loads the page once the chunk is served again', async () => {
    // A deployment of the auth remote whose login page chunk is missing (a half-finished upload).
    const broken = mkdtempSync(path.join(os.tmpdir(), 'sentiscope-broken-auth-'));
    cpSync(path.join(ROOT, 'mfe-auth', 'dist'), broken, { recursive: true });
    for (const file of readdirSync(broken)) if (file.startsWith('__federation_expose_LoginPage.')) unlinkSync(path.join(broken, file));
    const { page, context, errors } = await openPage(env.browser);
    try {
      await env.site.stopApp('mfe-auth');
      await env.site.startApp('mfe-auth', broken);
      await page.goto(env.site.url('/login'));
      await page.getByRole('alert').filter({ hasText: 'This part of SentiScope is unavailable right now' }).waitFor();
      await env.site.stopApp('mfe-auth');
      await env.site.startApp('mfe-auth');
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('textbox', { name: /email/i }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await env.site.stopApp('mfe-auth');
      await env.site.startApp('mfe-auth');
      rmSync(broken, { recursive: true, force: true });
    }
  });
});

describe('a registry that cannot be read', () => {
  it.each([
    ['is not valid', () => ({ remotes: {} })],
    ['fails', () => {
      throw new Error('registry store down');
    }],
  ])('shows a clear error page, not a blank one, when the registry %s', async (_case, registry) => {
    const server = await startStaticServer({ dir: path.join(ROOT, 'shell', 'dist'), port: 0, registry });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { page, context } = await openPage(env.browser);
    try {
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.getByRole('heading', { name: 'SentiScope is temporarily unavailable' }).waitFor();
      await page.getByRole('button', { name: 'Try again' }).waitFor();
    } finally {
      await context.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
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

      const { page, context } = await openPage(env.browser);
      try {
        await page.goto(env.site.url('/about'));
        await page.getByRole('heading', { name: 'About SentiScope' }).waitFor();
        await env.site.stopApp('mfe-marketing');
        await env.site.startApp('mfe-marketing', path.join(workDir, 'dist'));
        await page.goto(env.site.url('/about'));
        await page.getByRole('heading', { name: 'About SentiScope, redeployed' }).waitFor();
      } finally {
        await context.close();
      }
      expect(digestOf(path.join(ROOT, 'shell', 'dist'))).toBe(shellBefore);
    } finally {
      await env.site.stopApp('mfe-marketing');
      await env.site.startApp('mfe-marketing');
      rmSync(workDir, { recursive: true, force: true });
    }
  });
});
