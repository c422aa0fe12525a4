import type { Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { mailedCode } from '../support/mail';
import { fillSignUpForm } from '../support/sign-up';
import { withSite } from '../support/with-site';

// Buying a plan as a visitor: from the pricing page through sign-up and the e-mail code, back into checkout,
// paying, and the whole site knowing the new plan. Against the real API, its database and its outbox.
const env = withSite();

async function signUpFromLogin(page: Page, name: string, email: string, password: string) {
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await page.waitForURL(/\/signup$/);
  await fillSignUpForm(page, name, email, password);
}

describe('a visitor buys Pro yearly', () => {
  it('signs up, verifies, lands back in checkout, pays, and sees Pro with its renewal a year ahead; nobody else can pay it', async () => {
    const { page, context, errors } = await openPage(env.browser);
    const email = 'grace.hopper@example.com';
    const password = 'compiler-1952';
    try {
      await page.goto(env.site.url('/plans'));
      const pro = page.getByRole('article', { name: 'Pro' });
      await page.getByRole('radio', { name: /Yearly/ }).check();
      await pro.getByText(/billed \$\d+\.\d\d every year/).waitFor();
      await pro.getByRole('button', { name: 'Get Pro' }).click();

      await page.waitForURL(/\/login$/);
      await signUpFromLogin(page, 'Grace Hopper', email, password);
      await page.waitForURL(/\/verify-otp\?email=/);
      await page.getByLabel('OTP', { exact: true }).fill(await mailedCode(env.site, email));
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await page.waitForURL(/\/login$/);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();

      // Back in checkout for the same plan and cycle, with no second click on the pricing page.
      await page.waitForURL(/\/checkout\?session=[0-9a-f]+$/);
      const checkoutUrl = page.url();
      const summary = page.getByRole('region', { name: 'Checkout' });
      await summary.getByText('Pro', { exact: true }).waitFor();
      await summary.getByText('Yearly', { exact: true }).waitFor();
      const aYearAhead = await page.evaluate(() => {
        const date = new Date();
        date.setUTCFullYear(date.getUTCFullYear() + 1);
        return date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
      });
      await summary.getByText(aYearAhead).waitFor();

      // A second browser without the buyer's session cannot pay this checkout, in the page or at the API.
      const stranger = await openPage(env.browser);
      try {
        await stranger.page.goto(checkoutUrl);
        await stranger.page.getByText('Please log in as the buyer to pay for this checkout.').waitFor();
        expect(await stranger.page.getByRole('button', { name: 'Pay', exact: true }).count()).toBe(0);
        const id = new URL(checkoutUrl).searchParams.get('session');
        const attempt = await stranger.page.request.post(`${env.site.apiUrl}/v1/payment/local-checkout/${id}/pay`);
        expect(attempt.status()).toBe(401);
      } finally {
        await stranger.context.close();
      }

      await summary.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL(/\/success\?checkout=/);
      await page.getByRole('heading', { name: 'Subscription Active!' }).waitFor();
      const confirmation = page.getByRole('status').filter({ hasText: 'plan is active' });
      await confirmation.waitFor();
      expect(await confirmation.textContent()).toBe(`Your Pro plan is active and renews on ${aYearAhead}.`);
      // The header's plan badge knows without a reload.
      await page.getByRole('banner').getByTitle('Your plan').filter({ hasText: /^Pro$/ }).waitFor();

      // The pricing page now knows: Pro is the current plan, nothing else to buy, no billing switch.
      await page.getByRole('link', { name: 'Plans', exact: true }).first().click();
      await page.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Current plan' }).waitFor();
      expect(await page.getByRole('radio').count()).toBe(0);

      // And so does the profile: Plan Pro, active, renewing a year ahead.
      await page.goto(env.site.url('/user-profile'));
      const subscription = page.getByRole('region', { name: 'Subscription' });
      const detail = (term: string) => subscription.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
      await detail('Plan').filter({ hasText: /^Pro$/ }).waitFor();
      expect(await detail('Active').textContent()).toBe('Yes');
      expect(await page.getByRole('banner').getByTitle('Your plan').textContent()).toBe('Pro');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
