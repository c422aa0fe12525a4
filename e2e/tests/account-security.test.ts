import type { Page } from 'playwright-core';
import { SECURITY_MESSAGES } from '@sentiscope/shared/contract';
import { openPage } from '../support/browser';
import { readFile } from 'node:fs/promises';
import { apiLogin, canSignIn, createVerifiedAccount } from '../support/accounts';
import { logIn } from '../support/log-in';
import { nextCode } from '../support/two-factor';
import { withSite } from '../support/with-site';

// The profile's security section, through the assembled site against the real API and database.
const env = withSite();

async function openSecurity(page: Page, email: string, password: string) {
  await logIn(env.site, page, email, password);
  await page.waitForURL(/\/dashboard$/);
  await page.goto(env.site.url('/user-profile'));
  await page.getByRole('heading', { name: 'Security', exact: true }).waitFor();
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

describe('a signed-in member', () => {
  it('changes the password with the current one and the strength meter’s help', async () => {
    const member = await createVerifiedAccount(env.site);
    const { page, context, errors } = await openPage(env.browser);
    try {
      await openSecurity(page, member.email, member.password);
      const form = page.getByRole('form', { name: 'Change password' });
      await form.getByLabel('Current password').fill(member.password);
      await form.getByLabel('New password', { exact: true }).fill('password1');
      await form.getByText(/Password strength: Very weak/).waitFor();
      await form.getByLabel('New password', { exact: true }).fill('copper kettle meridian 7');
      await form.getByText(/Password strength: (Strong|Very strong)/).waitFor();
      await form.getByLabel('Confirm new password').fill('copper kettle meridian 7');
      await form.getByRole('button', { name: 'Change password' }).click();
      await toast(page, SECURITY_MESSAGES.passwordChanged);

      expect(await canSignIn(env.site, member.email, member.password)).toBe(401);
      expect(await canSignIn(env.site, member.email, 'copper kettle meridian 7')).toBe(200);
      await page.getByRole('list', { name: 'Recent security activity' }).getByText('Password changed').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('turns on two-factor sign-in, keeps the recovery codes, and signs in with the app’s code', async () => {
    const member = await createVerifiedAccount(env.site);
    const { page, context, errors } = await openPage(env.browser);
    try {
      await openSecurity(page, member.email, member.password);
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      const secret = (await page.getByLabel('Setup key').getAttribute('data-secret')) ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await page.getByLabel('Code from the app').fill(await nextCode(secret));
      await page.getByRole('button', { name: 'Turn on', exact: true }).click();
      const codes = page.getByRole('list', { name: 'Recovery codes' });
      await codes.waitFor();
      expect(await codes.getByRole('listitem').count()).toBe(10);
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await page.getByText(/Recovery codes left: 10/).waitFor();

      await page.evaluate(() => window.localStorage.clear());
      await logIn(env.site, page, member.email, member.password);
      const code = page.getByLabel('Authentication code');
      await code.waitFor();
      await page.getByText(SECURITY_MESSAGES.twoFactorCodeRequired).waitFor();
      await code.fill(await nextCode(secret));
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL(/\/dashboard$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('changes the e-mail address once the link mailed to the new address is opened', async () => {
    const member = await createVerifiedAccount(env.site);
    const newEmail = `moved-${member.email}`;
    const { page, context, errors } = await openPage(env.browser);
    try {
      await openSecurity(page, member.email, member.password);
      const form = page.getByRole('form', { name: 'Change e-mail' });
      await form.getByLabel('New e-mail').fill(newEmail);
      await form.getByLabel('Password').fill(member.password);
      await form.getByRole('button', { name: 'Send confirmation link' }).click();
      await page.getByText(SECURITY_MESSAGES.emailChangeSent).waitFor();
      expect(await canSignIn(env.site, newEmail, member.password)).toBe(401);

      let token = '';
      for (let i = 0; i < 50 && !token; i += 1) {
        token = /#confirm-email=([\w-]+)/.exec(env.site.outbox().filter((m) => m.to === newEmail).pop()?.text ?? '')?.[1] ?? '';
        if (!token) await page.waitForTimeout(100);
      }
      await page.goto(env.site.url(`/user-profile#confirm-email=${token}`));
      await toast(page, SECURITY_MESSAGES.emailChanged);
      expect(new URL(page.url()).hash).toBe('');
      expect(await canSignIn(env.site, newEmail, member.password)).toBe(200);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('downloads their data as one file, with their watchlist, alerts and digest setting', async () => {
    const member = await createVerifiedAccount(env.site);
    const token = await apiLogin(env.site, member.email, member.password);
    const send = async (method: string, path: string, body: unknown) => {
      const answer = await fetch(`${env.site.apiUrl}/v1${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      expect(answer.status).toBeLessThan(300);
      return ((await answer.json()) as { data: { id?: string } }).data;
    };
    await send('PUT', '/watchlist', { assets: ['eth', 'btc'] });
    await send('PUT', '/alerts/settings', { digest: 'weekly' });
    const alert = await send('POST', '/alerts', { assetId: 'btc', kind: 'price-below', level: 1000, channels: ['in-app'] });
    const { page, context, errors } = await openPage(env.browser);
    try {
      await openSecurity(page, member.email, member.password);
      const panel = page.getByRole('region', { name: 'Your data' });
      await panel.getByText(/watchlist,\s+alerts with their history, notifications/).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download my data' }).click()]);
      expect(download.suggestedFilename()).toBe('sentiscope-my-data.json');
      const data = JSON.parse(await readFile(await download.path(), 'utf8'));
      expect(data.profile.email).toBe(member.email);
      expect(data.watchlist.assets.map((a: { assetId: string }) => a.assetId)).toEqual(['eth', 'btc']);
      expect(data.alerts).toEqual([expect.objectContaining({ id: alert.id, rule: 'Bitcoin price falls below $1,000', enabled: true })]);
      expect(data.alertSettings).toMatchObject({ digest: 'weekly', webhookUrl: null, webhookSecretHint: null });
      expect(data).toMatchObject({ alertFirings: [], notifications: [], alertDeliveries: [], unsubscribeLinks: [] });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('deletes the account with the password and the typed word, and can no longer sign in', async () => {
    const member = await createVerifiedAccount(env.site);
    const { page, context, errors } = await openPage(env.browser);
    try {
      await openSecurity(page, member.email, member.password);
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete my account' });
      await dialog.getByLabel('Password').fill(member.password);
      const confirm = dialog.getByRole('button', { name: 'Delete my account' });
      await dialog.getByLabel('Type DELETE to confirm').fill('delete');
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
      await confirm.click();
      await toast(page, SECURITY_MESSAGES.accountDeleted);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: 'Login' }).waitFor();
      expect(await canSignIn(env.site, member.email, member.password)).toBe(401);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
