import type { Page } from 'playwright-core';

/** On the sign-up page: fills the form, accepts the three terms steps, confirms the age and submits. */
export async function fillSignUpForm(page: Page, name: string, email: string, password: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);

  await page.getByLabel('Accept Terms and Conditions and Privacy Policy').click();
  const terms = page.getByRole('dialog');
  await terms.getByRole('button', { name: 'Next' }).click();
  await terms.getByRole('button', { name: 'Next' }).click();
  await terms.getByRole('button', { name: 'Accept' }).click();

  await page.getByLabel('I am above 18 years old').click();
  await page.getByRole('dialog').getByLabel('Date of Birth').fill('1990-12-10');
  await page.getByRole('dialog').getByRole('button', { name: 'Verify Age' }).click();

  await page.getByRole('button', { name: 'Sign Up' }).click();
}
