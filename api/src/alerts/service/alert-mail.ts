// The alert and digest e-mails: plain text with the numbers, the dashboard link, and a one-click unsubscribe link
// (RFC 8058: List-Unsubscribe with an https URL and List-Unsubscribe-Post) that works without signing in.
import { createHash, randomBytes } from 'node:crypto';
import type { MailMessage } from '../../platform/mail/mailer';
import type { Executor } from '../../platform/db';
import { insertUnsubscribeToken } from '../data/deliveries';

const sign = '\n\nThe SentiScope team\nInformational only, never financial advice.';

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A new unguessable token (256 random bits) that does one thing: stop the e-mail of the alert `alertId`, or the
 * digest when it is null. Only its hash is kept, tied to the member and the alert (docs/alerts.md, Security).
 */
export async function unsubscribeLink(db: Executor, apiUrl: string, userId: string, alertId: string | null, at: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertUnsubscribeToken(db, { hash: tokenHash(token), userId, scope: alertId ? `alert-email:${alertId}` : 'digest', alertId, at });
  return `${apiUrl}/v1/unsubscribe?token=${token}`;
}

export const unsubscribeHeaders = (link: string): Record<string, string> => ({
  'List-Unsubscribe': `<${link}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

type To = { email: string; name: string };

export function alertMail(to: To, firing: { rule: string; message: string; day: string }, dashboardUrl: string, unsubscribe: string): MailMessage {
  return {
    to: to.email,
    subject: `SentiScope alert: ${firing.rule}`,
    text: `Hello ${to.name},\n\nYour alert "${firing.rule}" fired.\n\n${firing.message}\n\nSee the dashboard at that day:\n${dashboardUrl}\n\nStop these e-mails for this alert (one click, no sign-in needed):\n${unsubscribe}${sign}`,
    headers: unsubscribeHeaders(unsubscribe),
  };
}

/** The e-mail channel's test delivery: what an alert mail looks like, with nothing fired. */
export function testMail(to: To, siteUrl: string): MailMessage {
  return {
    to: to.email,
    subject: 'SentiScope test delivery',
    text: `Hello ${to.name},\n\nThis is a test of your alert e-mails. Your alerts arrive like this, with the numbers that crossed and a link to the dashboard at that day.\n\nYour alerts: ${siteUrl}/alerts${sign}`,
  };
}
