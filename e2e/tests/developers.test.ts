import { seriousViolations } from '../support/axe';
import { openPage } from '../support/browser';
import { sidewaysOverflow } from '../support/overflow';
import { withSite } from '../support/with-site';

// The API reference in Chromium against the production build: a visitor follows the footer's link to /developers
// and reads every route of the live OpenAPI document the API serves, and the first load of / never asks for it.
const env = withSite();

type Document = { paths: Record<string, Record<string, unknown>> };

describe('the developers page', () => {
  it('shows every route of the live OpenAPI document, grouped by domain, on a phone without sideways scroll', async () => {
    const live = (await (await fetch(`${env.site.apiUrl}/v1/openapi.json`)).json()) as Document;
    const operations = Object.values(live.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
    expect(operations).toBeGreaterThan(60);

    const { page, context, errors } = await openPage(env.browser);
    const documentCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/openapi.json')) documentCalls.push(request.url());
    });
    await page.goto(env.site.url('/'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(documentCalls).toEqual([]);

    await page.getByRole('contentinfo').getByRole('link', { name: 'API' }).click();
    await page.waitForURL(/\/developers$/);
    await page.getByRole('heading', { level: 1, name: 'SentiScope API' }).waitFor();
    const market = page.getByRole('region', { name: 'Market' });
    await market.waitFor();
    expect(documentCalls).toEqual([`${env.site.apiUrl}/v1/openapi.json`]);
    expect(await page.getByRole('article', { name: /^\/v1\// }).count()).toBe(operations);

    const details = market.getByRole('article', { name: '/v1/stock/details/{id}' });
    expect(await details.innerText()).toMatch(/Authentication: A member’s session token/);
    expect(await details.getByRole('row').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/^id\s+path\s+string\s+yes$/)]));
    const login = page.getByRole('region', { name: 'Account' }).getByRole('article', { name: '/v1/user/login' });
    await login.getByText('Examples').click();
    await login.getByRole('tab', { name: 'JavaScript' }).click();
    expect(await login.getByRole('tabpanel').innerText()).toContain(`fetch('${env.site.apiUrl}/v1/user/login', {`);

    expect(await seriousViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await sidewaysOverflow(page)).toEqual({ overflowPx: 0, wider: [] });
    expect(errors).toEqual([]);
    await context.close();
  });
});
