import type { Page } from 'playwright-core';
import type { Plan } from '@sentiscope/shared/contract';
import { openPage } from '../support/browser';
import { adminToken } from '../support/site';
import { withSite } from '../support/with-site';

// The comparison table on /plans marks what each plan covers, from the plans the API seeds and as an admin edits them.
const env = withSite();

/** Each plan's mark on one line of the table, in the table's plan order. */
async function marks(page: Page, line: string): Promise<(string | null)[]> {
  const row = page.getByRole('table', { name: 'Compare plans' }).getByRole('row', { name: new RegExp(`^${line}`) });
  return row.getByRole('img').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label')));
}

describe('the plan comparison', () => {
  it('gives higher plans the lines they cover, and follows an admin who takes Ethereum out of Premium', async () => {
    const { page, context, errors } = await openPage(env.browser);
    try {
      await page.goto(env.site.url('/plans'));
      await page.getByRole('table', { name: 'Compare plans' }).waitFor();
      expect(await marks(page, 'Bitcoin and Ethereum')).toEqual(['Included', 'Included', 'Included']);
      expect(await marks(page, 'Six major coins')).toEqual(['Not included', 'Included', 'Included']);
      expect(await marks(page, 'Every coin and stock')).toEqual(['Not included', 'Not included', 'Included']);

      const token = await adminToken(env.site);
      const plans = ((await (await fetch(`${env.site.apiUrl}/v1/plan`)).json()) as { data: Plan[] }).data;
      const premium = plans.find((plan) => plan.title === 'Premium')!;
      const saved = await fetch(`${env.site.apiUrl}/v1/plan/${premium._id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ ...premium, cryptos: premium.cryptos.filter((id) => id !== 'eth') }),
      });
      expect(saved.status).toBe(200);

      await page.reload();
      await page.getByRole('table', { name: 'Compare plans' }).waitFor();
      expect(await marks(page, 'Bitcoin and Ethereum')).toEqual(['Included', 'Not included', 'Included']);
      expect(await marks(page, 'Six major coins')).toEqual(['Not included', 'Included', 'Included']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
