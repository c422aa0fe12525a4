import { alertWhen, formatAlertPrice } from '@sentiscope/shared/contract';
import { startFakeProviders } from '../../api/test/support/fake-providers';
import { createPriceAlert, eventually } from '../support/alerts';
import { apiLogin, createVerifiedAccount } from '../support/accounts';
import { openPage } from '../support/browser';
import { logIn } from '../support/log-in';
import { tickNow, type Tick } from '../support/ticks';
import { withMarket } from '../support/with-site';

// A price alert within the minute on the production build: the fake market's ticker (Binance's format, on loopback)
// moves Bitcoin's price past the member's level, the next tick run evaluates the alert against it, and the bell shows
// the firing with the hour and minute it crossed.
// The scheduled tick job waits an hour: the test runs each tick itself, so it knows which one crossed.
const env = withMarket(() => startFakeProviders({ days: 60 }), { TICK_INTERVAL_SECONDS: '3600' });

/** One run of the ticks now; answers Bitcoin's tick. */
async function tickBtc(): Promise<Tick> {
  const btc = (await tickNow(env.site)).find((t) => t.assetId === 'btc');
  if (!btc) throw new Error('no Bitcoin tick');
  return btc;
}

describe('a price alert within the minute', () => {
  it('fires on the tick that passes the level, and the bell says when', async () => {
    const member = await createVerifiedAccount(env.site);
    const token = await apiLogin(env.site, member.email, member.password);
    const { page, context, errors } = await openPage(env.browser);
    try {
      await logIn(env.site, page, member.email, member.password);
      await page.waitForURL(/\/dashboard/);
      const before = await tickBtc();
      const level = Math.round(before.price * 1.02);
      await createPriceAlert(env.site, page, level, ['In-app']);
      const rule = `Bitcoin price rises above ${formatAlertPrice(level)}`;
      await page.getByRole('article', { name: rule }).waitFor();
      // The tick after the alert was made records the side of the level the price is on.
      await tickBtc();

      // Bitcoin trades past the level in the fake market (the day open now), and the next tick evaluates it.
      const moved = Math.round(level * 1.01);
      env.fake.addCandle('BTC', { date: new Date().toISOString().slice(0, 10), close: moved });
      const movedAt = Date.now();
      const tick = await tickBtc();
      expect(tick.price).toBe(moved);
      const firings = await eventually(async () => {
        const answer = await fetch(`${env.site.apiUrl}/v1/alerts/firings`, { headers: { authorization: `Bearer ${token}` } });
        const list = ((await answer.json()) as { data: { firings: Array<{ at: string | null; message: string }> } }).data.firings;
        return list.length > 0 ? list : undefined;
      });
      expect(firings).toHaveLength(1);
      // Fired on that tick: within the same minute as the price moved.
      expect(Date.parse(firings[0].at as string) - movedAt).toBeLessThan(60_000);
      const when = alertWhen(new Date(tick.at).toISOString().slice(0, 10), tick.at);
      expect(firings[0].message).toBe(`Bitcoin traded at ${formatAlertPrice(moved)} at ${when}, above ${formatAlertPrice(level)} (the price before: ${formatAlertPrice(before.price)}).`);

      // The bell, on the next page the member opens: the sentence with the time, and the time under it.
      await page.goto(env.site.url('/alerts'));
      await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await panel.getByText(firings[0].message).waitFor();
      await panel.getByText(new RegExp(`, ${when.slice(0, 5)} UTC$`)).waitFor();
      await page.getByRole('region', { name: 'Recent firings' }).getByText(rule).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
