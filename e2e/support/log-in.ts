import type { Page } from 'playwright-core';
import type { Site } from './site';

/** Opens the site's login page and signs in with the form, as a person would (no second factor). */
export async function logIn(site: Site, page: Page, email: string, password: string): Promise<void> {
  await page.goto(site.url('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
