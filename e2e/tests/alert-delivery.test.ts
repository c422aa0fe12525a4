import { DELIVERY_MESSAGES, formatAlertPrice } from '@sentiscope/shared/contract';
import { startFakeSources } from '../../api/test/support/fake-sources';
import { createPriceAlert, dayBefore, eventually, lastBtcClose, runIngestion } from '../support/alerts';
import { apiLogin, createVerifiedAccount } from '../support/accounts';
import { openPage } from '../support/browser';
import { logIn } from '../support/log-in';
import { withMarket } from '../support/with-site';

// A price alert from its preview to the member's inbox and bell on the production build: a new candle from a fake
// market crosses the level, one ingestion run evaluates it, the mail carries the numbers, the bell shows it, and
// the mail's unsubscribe link (no sign-in) stops the mail while the bell keeps telling.
// The fake market's days end four days ago; the test adds the next three closed days itself.
const env = withMarket(() => startFakeSources({ days: 120, now: () => Date.now() - 3 * 86_400_000 }));

type Mail = { to: string; subject: string; text: string; headers?: Record<string, string> };
const alertMails = (to: string) => (env.site.outbox() as Mail[]).filter((mail) => mail.to === to && mail.subject.startsWith('SentiScope alert:'));

async function notificationCount(token: string): Promise<number> {
  const answer = await fetch(`${env.site.apiUrl}/v1/notifications`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { data: { total: number } }).data.total;
}

describe('a price alert, from the preview to the mail and the bell', () => {
  it('fires on a new candle: the mail with the numbers, the bell; unsubscribing stops the mail', async () => {
    const member = await createVerifiedAccount(env.site);
    const token = await apiLogin(env.site, member.email, member.password);
    const { page, context, errors } = await openPage(env.browser);
    try {
      await logIn(env.site, page, member.email, member.password);
      await page.waitForURL(/\/dashboard/);
      const last = await lastBtcClose(env.site);
      expect(last.date).toBe(dayBefore(4));
      const level = Math.round(last.close * 1.05);
      await createPriceAlert(env.site, page, level, ['E-mail', 'In-app']);
      const rule = `Bitcoin price rises above ${formatAlertPrice(level)}`;
      await page.getByRole('article', { name: rule }).waitFor();

      const close = Math.round(last.close * 1.1);
      env.fake.addCandle('BTCUSDT', { date: dayBefore(3), close });
      await runIngestion(env.site);

      const mail = await eventually(() => alertMails(member.email)[0]);
      expect(mail.subject).toBe(`SentiScope alert: ${rule}`);
      expect(mail.text).toContain(`Bitcoin closed at ${formatAlertPrice(close)} on ${dayBefore(3)}, above ${formatAlertPrice(level)}`);
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

      // The bell, on the next page the member opens.
      await page.goto(env.site.url('/alerts'));
      const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
      await bell.click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await panel.getByText(`Bitcoin closed at ${formatAlertPrice(close)}`, { exact: false }).waitFor();
      await page.getByRole('region', { name: 'Recent firings' }).getByText(rule).waitFor();

      // Unsubscribe from the mail's link, in a browser that is not signed in.
      const link = /(http\S+\/v1\/unsubscribe\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      expect(mail.headers?.['List-Unsubscribe']).toBe(`<${link}>`);
      const stranger = await openPage(env.browser);
      try {
        await stranger.page.goto(link!);
        await stranger.page.getByRole('button', { name: 'Unsubscribe' }).click();
        await stranger.page.getByText(DELIVERY_MESSAGES.unsubscribed).waitFor();
      } finally {
        await stranger.context.close();
      }

      // Below, then above again: the alert fires a second time; the bell has it, no second mail is sent.
      env.fake.addCandle('BTCUSDT', { date: dayBefore(2), close: Math.round(last.close * 0.95) });
      env.fake.addCandle('BTCUSDT', { date: dayBefore(1), close: Math.round(last.close * 1.2) });
      await runIngestion(env.site);
      await eventually(async () => ((await notificationCount(token)) === 2 ? true : undefined));
      expect(alertMails(member.email)).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
