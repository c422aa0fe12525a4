// E-mail to the member's verified address, with the one-click unsubscribe link of that alert.
import { CHANNEL_MESSAGES, type ChannelTestResult } from '@sentiscope/shared/contract';
import { alertMail, testMail, unsubscribeLink } from '../service/alert-mail';
import { spendAllowance } from '../service/allowance';
import type { ChannelKind } from './registry';
import { everyMember } from './registry';

export const emailChannel: ChannelKind = {
  channel: 'email',
  available: () => true,
  connection: async (_ctx, user) => ({ connected: true, target: user.email }),
  connectedAmong: everyMember,
  async send({ deps, firing, to, dashboardUrl }) {
    const link = await unsubscribeLink(deps.db.k, deps.apiUrl, to.id, firing.alert_id, deps.now());
    await deps.mailer.send(alertMail({ email: to.email, name: to.name }, { rule: firing.rule, message: firing.message, day: firing.day }, dashboardUrl, link));
  },
  async test(ctx, user): Promise<ChannelTestResult> {
    await spendAllowance(ctx, 'channel-test', user.id, ctx.config.rateLimits.webhookTestsPerUser, CHANNEL_MESSAGES.testsTooMany);
    try {
      await ctx.mailer.send(testMail({ email: user.email, name: user.name }, ctx.config.siteUrl));
      return { delivered: true, status: null, error: null };
    } catch {
      return { delivered: false, status: null, error: CHANNEL_MESSAGES.notDelivered };
    }
  },
};
