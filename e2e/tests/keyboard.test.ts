import type { Page } from 'playwright-core';
import { apiLogin, buyPro, createVerifiedAccount } from '../support/accounts';
import { expectFocusOn, focused, keyboardPage, tabTo } from '../support/keyboard';
import { mailedCode } from '../support/mail';
import { adminToken } from '../support/site';
import { withSite } from '../support/with-site';

// Sign-up, subscribe, cancel and the admin's plan edit done with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows,
// Escape), with a visible focus indicator on every control the keyboard lands on.
const env = withSite();

describe('keyboard only', () => {
  it('a visitor signs up: the form, the terms and age dialogs, the e-mail code', async () => {
    const { page, errors, close } = await keyboardPage(env.browser);
    const email = 'keyboard.signup@example.com';
    const password = 'violet-lantern-harbour';
    try {
      await page.goto(env.site.url('/signup'));
      await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent === 'Name');
      await expectFocusOn(page, 'Name');
      await page.keyboard.type('Grace Hopper');
      await tabTo(page, 'Email');
      await page.keyboard.type(email);
      await tabTo(page, 'Password');
      await page.keyboard.type(password);
      await tabTo(page, 'Confirm Password');
      await page.keyboard.type(password);

      await tabTo(page, 'Accept Terms and Conditions and Privacy Policy');
      await page.keyboard.press('Space');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      for (const step of ['Next', 'Next', 'Accept']) {
        await tabTo(page, step, { max: 12 });
        await page.keyboard.press('Enter');
      }
      await dialog.waitFor({ state: 'detached' });
      await expectFocusOn(page, 'Accept Terms and Conditions and Privacy Policy');

      await tabTo(page, 'I am above 18 years old');
      await page.keyboard.press('Space');
      await dialog.waitFor();
      await tabTo(page, 'Date of Birth', { max: 12 });
      await page.keyboard.type('12101990');
      await tabTo(page, 'Verify Age', { max: 12 });
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expectFocusOn(page, 'I am above 18 years old');

      await tabTo(page, 'Sign Up');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/verify-otp\?email=/);
      // As a user would, wait until the code page is there before tabbing to its field.
      await page.getByRole('textbox', { name: 'OTP' }).waitFor();
      const code = await mailedCode(env.site, email);
      await tabTo(page, 'OTP');
      await page.keyboard.type(code);
      await tabTo(page, 'Verify OTP');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/login$/);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a Free member switches the billing cycle on /plans, subscribes to Premium and pays in the local checkout', async () => {
    const member = await createVerifiedAccount(env.site, 'keyboard-subscribe-lantern');
    const { page, errors, close } = await keyboardPage(env.browser, await apiLogin(env.site, member.email, member.password));
    try {
      await page.goto(env.site.url('/plans'));
      const premium = page.getByRole('article', { name: 'Premium', exact: true });
      await premium.waitFor();
      const cycle = await tabTo(page, /^(Monthly|6 months|Yearly)/);
      expect(cycle.name).toMatch(/^Yearly/);
      await page.keyboard.press('ArrowLeft');
      expect((await focused(page)).name).toMatch(/^6 months/);
      await premium.getByText(/billed \$\d+\.\d\d every 6 months/).waitFor();

      await tabTo(page, 'Get Premium');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/checkout\?session=[0-9a-f]+$/);
      const summary = page.getByRole('region', { name: 'Checkout' });
      await summary.getByText('Premium', { exact: true }).waitFor();
      await summary.getByText('6 months', { exact: true }).waitFor();
      // The pressed button went with the pricing page; the focus waits in the new page's main region, not on <body>.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

      await tabTo(page, 'Pay');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/success\?checkout=/);
      await page.getByRole('status').filter({ hasText: 'Your Premium plan is active' }).waitFor();
      await tabTo(page, /dashboard/i);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a Pro member cancels on /user-profile through the confirm dialog, then resumes', async () => {
    const member = await createVerifiedAccount(env.site, 'keyboard-cancel-lantern');
    const token = await apiLogin(env.site, member.email, member.password);
    await buyPro(env.site, token);
    const { page, errors, close } = await keyboardPage(env.browser, token);
    try {
      await page.goto(env.site.url('/user-profile'));
      await page.getByRole('button', { name: 'Cancel Subscription' }).waitFor();
      await tabTo(page, 'Cancel Subscription');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();

      // Focus stays in the dialog however far Tab or Shift+Tab goes.
      for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        const now = await focused(page);
        expect({ key, inDialog: now.inDialog, visible: now.visible }).toEqual({ key, inDialog: true, visible: true });
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expectFocusOn(page, 'Cancel Subscription');

      await page.keyboard.press('Space');
      await dialog.waitFor();
      await tabTo(page, 'Yes, Cancel');
      await page.keyboard.press('Enter');
      await page.getByText(/^Pro ends on \d{1,2} \w{3} \d{4}\.$/).waitFor();
      // The dialog's opener is gone; the focus lands on what replaced it, not on the page's start.
      await expectFocusOn(page, 'Resume');

      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Cancel Subscription' }).waitFor();
      await expectFocusOn(page, 'Cancel Subscription');
      expect(await page.getByText(/Pro ends on/).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the super admin edits a plan on /admin/pricing and sees it saved', async () => {
    const { page, errors, close } = await keyboardPage(env.browser, await adminToken(env.site));
    try {
      await page.goto(env.site.url('/admin/pricing'));
      await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
      await tabTo(page, 'Edit');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/admin\/pricing\?type=edit$/);

      await tabTo(page, 'Plan to edit');
      // Arrow keys on a closed select change the choice; each choice loads that plan into the form.
      for (let i = 0; i < 5 && !(await premiumChosen(page)); i += 1) await page.keyboard.press('ArrowDown');
      expect(await premiumChosen(page)).toBe(true);
      await page.getByLabel('Monthly price ($)').waitFor();
      await expectFocusOn(page, 'Plan to edit');

      const price = await tabTo(page, 'Monthly price ($)');
      for (let i = 0; i < (price.value ?? '').length; i += 1) await page.keyboard.press('Backspace');
      await page.keyboard.type('21');
      await tabTo(page, 'Update Plan');
      await page.keyboard.press('Enter');
      await page.getByText('Plan updated successfully!').waitFor();
      await page.waitForURL(/\/admin\/pricing$/);
      const plans = (await (await fetch(`${env.site.apiUrl}/v1/plan`)).json()) as { data: { title: string; monthlyPrice: number }[] };
      expect(plans.data.find((p) => p.title === 'Premium')?.monthlyPrice).toBe(21);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

const premiumChosen = (page: Page) =>
  page.getByLabel('Plan to edit').evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent === 'Premium');
