import { startFakeProviders } from '../../api/test/support/fake-providers';
import { createVerifiedAccount } from '../support/accounts';
import { openPage } from '../support/browser';
import { logIn } from '../support/log-in';
import { tickNow } from '../support/ticks';
import { withMarket } from '../support/with-site';

// The live price on the production build: the fake market's ticker (Binance's format, on loopback) moves Bitcoin's
// price, the next tick run stores it, and the dashboard's price header shows it without a reload, the dot saying
// "Live price".
// The scheduled tick job waits an hour: the test runs each tick itself.
const env = withMarket(() => startFakeProviders({ days: 60 }), { TICK_INTERVAL_SECONDS: '3600' });

describe('the live price', () => {
  it('changes on the dashboard without a reload when the market moves', async () => {
    const member = await createVerifiedAccount(env.site);
    env.fake.quote('BTC', 90_000);
    await tickNow(env.site);
    const { page, context, errors } = await openPage(env.browser);
    try {
      await logIn(env.site, page, member.email, member.password);
      await page.waitForURL(/\/dashboard/);
      const header = page.getByTestId('live-price');
      await header.getByText('90,000.00').waitFor({ timeout: 20_000 });
      await header.getByRole('img', { name: 'Live price' }).waitFor();
      const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);

      env.fake.quote('BTC', 91_234.5);
      await tickNow(env.site);
      await header.getByText('91,234.50').waitFor({ timeout: 10_000 });
      await header.getByRole('img', { name: 'Live price' }).waitFor();
      // The same page, never reloaded.
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
