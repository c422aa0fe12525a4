import type { AlertList } from '@sentiscope/shared/contract';
import { ALERT_MESSAGES } from '@sentiscope/shared/contract';
import { chooseAlertAsset } from '../support/alerts';
import { apiLogin, createVerifiedAccount } from '../support/accounts';
import { openPage } from '../support/browser';
import { logIn } from '../support/log-in';
import { withSite } from '../support/with-site';

// The alerts page on the production build against the real API: the preview on the stored year, and a Free member
// told of the plan's limit before saving.
const env = withSite();

async function alertsOf(token: string): Promise<AlertList> {
  const answer = await fetch(`${env.site.apiUrl}/v1/alerts`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { data: AlertList }).data;
}

async function createAlert(token: string, level: number): Promise<number> {
  const answer = await fetch(`${env.site.apiUrl}/v1/alerts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ assetId: 'btc', kind: 'price-below', level, channels: ['in-app'] }),
  });
  return answer.status;
}

describe('alerts', () => {
  it('a Free member previews an alert, creates it, and at the limit is told so before saving', async () => {
    const member = await createVerifiedAccount(env.site);
    const token = await apiLogin(env.site, member.email, member.password);
    expect(await createAlert(token, 10000)).toBe(201);
    expect(await createAlert(token, 20000)).toBe(201);
    const { page, context, errors } = await openPage(env.browser);
    try {
      await logIn(env.site, page, member.email, member.password);
      await page.waitForURL(/\/dashboard/);
      await page.goto(env.site.url('/alerts'));
      const limits = page.getByRole('region', { name: "Your plan's alert limits" });
      await limits.getByText('2 of 3 active alerts').waitFor();

      await page.getByRole('button', { name: 'New alert' }).click();
      const editor = page.getByRole('form', { name: 'New alert' });
      await chooseAlertAsset(editor, 'Bitcoin', 'BTC');
      await editor.getByLabel('When').selectOption({ label: 'Price rises above' });
      await editor.getByLabel('Price level ($)').fill('1000000');
      const preview = editor.getByRole('region', { name: 'Preview' });
      // The server replays the rule on the stored year: Bitcoin never closed above a million.
      await preview.getByText('Would not have fired in the last year').waitFor();
      expect(await preview.getByRole('listitem').count()).toBe(0);
      // It crossed $100,000 in the year the bundled prices end with: each day it would have fired is listed
      // (the latest six until 'Show all').
      await editor.getByLabel('Price level ($)').fill('100000');
      const summary = preview.getByText(/^Would have fired \d+ times? in the last year/);
      await summary.waitFor();
      const count = Number(/fired (\d+)/.exec((await summary.textContent()) ?? '')?.[1]);
      expect(await preview.getByRole('listitem').count()).toBe(Math.min(count, 6));
      await expect(preview.getByRole('listitem').first().textContent()).resolves.toMatch(/Bitcoin closed at \$[\d,.]+/);

      await editor.getByRole('button', { name: 'Create alert' }).click();
      await page.getByRole('article', { name: 'Bitcoin price rises above $100,000' }).waitFor();
      await limits.getByText('3 of 3 active alerts').waitFor();

      await page.getByRole('button', { name: 'New alert' }).click();
      const next = page.getByRole('form', { name: 'New alert' });
      await next.getByRole('alert').getByText(ALERT_MESSAGES.limitReached(3, 'Free')).waitFor();
      await next.getByLabel('Price level ($)').fill('50000');
      expect(await next.getByRole('button', { name: 'Create alert' }).isDisabled()).toBe(true);
      expect((await alertsOf(token)).alerts).toHaveLength(3);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
