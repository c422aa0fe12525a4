import type { Browser } from 'playwright-core';
import { openPage } from '../support/browser';
import { apiLogin, createAccount } from '../support/accounts';
import { adminToken } from '../support/site';
import { withSite } from '../support/with-site';

// The super admin's console on the assembled site: each change is seen by other people in their own browsers.
const env = withSite();

// One admin session for the whole file: a login per test would run into the three-device limit.
let token = '';
beforeAll(async () => {
  token = await adminToken(env.site);
});

/** A browser context signed in as the super admin (the token set before the first page loads). */
async function adminPage(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const opened = await openPage(browser, { token });
  await opened.page.setViewportSize(viewport);
  return opened;
}

describe('the admin console', () => {
  it("changes Pro's monthly price and a visitor's /plans shows it", async () => {
    const admin = await adminPage(env.browser);
    const visitor = await openPage(env.browser);
    try {
      await admin.page.goto(env.site.url('/admin/pricing?type=edit'));
      await admin.page.getByLabel('Plan to edit').selectOption({ label: 'Pro' });
      await admin.page.getByLabel('Monthly price ($)').fill('49');
      await admin.page.getByRole('button', { name: 'Update Plan' }).click();
      await admin.page.getByText('Plan updated successfully!').waitFor();
      await admin.page.waitForURL(/\/admin\/pricing$/);

      await visitor.page.goto(env.site.url('/plans'));
      const pro = visitor.page.getByRole('article', { name: 'Pro', exact: true });
      await pro.waitFor();
      await visitor.page.getByRole('group', { name: 'Billing cycle' }).getByRole('radio', { name: /^Monthly/ }).check();
      await pro.getByText('$49', { exact: true }).waitFor();
      expect([...admin.errors, ...visitor.errors]).toEqual([]);
    } finally {
      await admin.context.close();
      await visitor.context.close();
    }
  });

  it('sets an announcement that a logged-out visitor sees and can close', async () => {
    const admin = await adminPage(env.browser);
    const visitor = await openPage(env.browser);
    const message = 'Scheduled maintenance on Sunday at 02:00 UTC';
    try {
      await admin.page.goto(env.site.url('/admin/announcement'));
      await admin.page.getByLabel('Message').fill(message);
      await admin.page.getByLabel('Background colour').selectOption({ label: 'Blue' });
      await admin.page.getByTestId('announcement-preview').getByText(message).waitFor();
      await admin.page.getByRole('button', { name: 'Save' }).click();
      await admin.page.getByText('Announcement saved locally!').waitFor();
      await admin.page.getByText('Announcement saved', { exact: true }).waitFor();

      await visitor.page.goto(env.site.url('/'));
      const banner = visitor.page.getByRole('region', { name: 'Announcement' });
      await banner.getByText(message).waitFor();
      expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(29, 78, 216)');
      await banner.getByRole('button', { name: 'Close announcement' }).click();
      await banner.waitFor({ state: 'detached' });
      expect([...admin.errors, ...visitor.errors]).toEqual([]);
    } finally {
      await admin.context.close();
      await visitor.context.close();
    }
  });

  it('edits company info and /contact shows it', async () => {
    const admin = await adminPage(env.browser);
    const visitor = await openPage(env.browser);
    try {
      await admin.page.goto(env.site.url('/admin/company'));
      await admin.page.getByRole('button', { name: 'Edit' }).click();
      await admin.page.getByLabel('Value of foundedYear').fill('');
      await admin.page.getByRole('button', { name: 'Save Info' }).click();
      await admin.page.getByText('foundedYear must be a number').waitFor();
      await admin.page.getByLabel('Value of foundedYear').fill('2024');
      await admin.page.getByLabel('Value of companyName').fill('Orbit Analytics');
      await admin.page.getByRole('button', { name: 'Save Info' }).click();
      await admin.page.getByText('Company information saved').waitFor();
      await admin.page.getByRole('cell', { name: 'Orbit Analytics' }).waitFor();

      await visitor.page.goto(env.site.url('/contact'));
      await visitor.page.getByRole('heading', { name: 'Contact Orbit Analytics' }).waitFor();
      expect([...admin.errors, ...visitor.errors]).toEqual([]);
    } finally {
      await admin.context.close();
      await visitor.context.close();
    }
  });

  it("revokes a user's sessions and that user's next call logs them out", async () => {
    const email = 'mary.member@example.com';
    await createAccount(env.site, 'Mary Member', email, 'member-password-1');
    const token = await apiLogin(env.site, email, 'member-password-1');
    const member = await openPage(env.browser);
    const admin = await adminPage(env.browser);
    try {
      await member.page.goto(env.site.url('/'));
      await member.page.evaluate((t) => window.localStorage.setItem('token', t), token);
      await member.page.goto(env.site.url('/dashboard'));
      await member.page.getByRole('button', { name: /Hi, Mary Member/ }).waitFor();

      await admin.page.goto(env.site.url('/admin/users'));
      await admin.page.getByLabel('Search users').fill('mary.member');
      await admin.page.getByRole('link', { name: email }).click();
      await admin.page.getByRole('heading', { name: 'Devices' }).waitFor();
      await admin.page.getByRole('button', { name: 'Revoke all sessions' }).click();
      await admin.page.getByRole('dialog').getByRole('button', { name: 'Revoke sessions' }).click();
      await admin.page.getByText('All sessions of this user were signed out').waitFor();
      await admin.page.getByText('Not signed in on any device.').waitFor();

      await member.page.reload();
      await member.page.waitForURL(/\/login/);
      expect(await member.page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

      await admin.page.getByRole('link', { name: 'Activity' }).click();
      await admin.page.getByRole('row', { name: new RegExp(`revoked all sessions: ${email.replace('.', '\\.')}`) }).waitFor();
      expect([...admin.errors, ...member.errors]).toEqual([]);
    } finally {
      await admin.context.close();
      await member.context.close();
    }
  });

  it('loads no script of the marketing, auth or dashboard remotes anywhere in the console', async () => {
    const admin = await adminPage(env.browser);
    const others = (['mfe-marketing', 'mfe-auth', 'mfe-dashboard'] as const).map((dir) => `http://127.0.0.1:${env.site.portOf(dir)}/`);
    try {
      await admin.page.goto(env.site.url('/admin'));
      await admin.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      for (const [link, heading] of [
        ['Pricing', 'Pricing'],
        ['Company Info', 'Company Info'],
        ['Announcement', 'Announcement Settings'],
        ['Users', 'Users'],
        ['Activity', 'Activity'],
        ['Home', 'Admin Dashboard'],
      ]) {
        await admin.page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: link, exact: true }).click();
        await admin.page.getByRole('heading', { level: 1, name: heading }).waitFor();
      }
      await admin.page.waitForLoadState('networkidle');
      expect(admin.scripts.filter((url) => others.some((origin) => url.startsWith(origin)))).toEqual([]);
      expect(admin.scripts.some((url) => url.startsWith(`http://127.0.0.1:${env.site.portOf('mfe-admin')}/`))).toBe(true);
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
    }
  });

  it('shows only the width notice below 680 px, and starts with the sidebar collapsed on a small tablet', async () => {
    const phone = await adminPage(env.browser, { width: 375, height: 800 });
    const tablet = await adminPage(env.browser, { width: 700, height: 900 });
    try {
      await phone.page.goto(env.site.url('/admin'));
      await phone.page.getByText('Your screen width is too small to access this page. This page requires a minimum width of 680px. Please switch to a larger device.').waitFor();
      expect(await phone.page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
      // The notice leads back to the member's pages, which work at this width.
      await phone.page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await phone.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

      await tablet.page.goto(env.site.url('/admin'));
      const sidebar = tablet.page.getByRole('complementary', { name: 'Admin' });
      await sidebar.getByRole('button', { name: 'Expand sidebar' }).waitFor();
      expect((await sidebar.boundingBox())?.width).toBe(64);
      await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
      await sidebar.getByText('Company Info').waitFor();
      await tablet.page.waitForFunction(() => document.querySelector('aside[aria-label="Admin"]')?.getBoundingClientRect().width === 224);
    } finally {
      await phone.context.close();
      await tablet.context.close();
    }
  });

  // Last in the file: it ends the file's one admin session.
  it('logs out from the sidebar: the console is left for the home page, signed out, not for the login page', async () => {
    const admin = await adminPage(env.browser);
    try {
      await admin.page.goto(env.site.url('/admin/users'));
      await admin.page.getByRole('complementary', { name: 'Admin' }).getByRole('button', { name: 'Logout' }).click();
      await admin.page.waitForURL((url) => url.pathname === '/');
      await admin.page.getByRole('link', { name: 'Login' }).first().waitFor();
      expect(await admin.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
    }
  });
});
