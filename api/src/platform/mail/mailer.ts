import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** `headers`: extra header lines (List-Unsubscribe and List-Unsubscribe-Post on alert and digest mail). */
export type MailMessage = { to: string; subject: string; text: string; headers?: Record<string, string> };

export type Mailer = { send(message: MailMessage): Promise<void> };

export const OUTBOX_FILE = 'outbox.jsonl';

/** Without SMTP every message becomes one JSON line of `outbox.jsonl` in the data directory. */
export function createOutboxMailer(dataDir: string, now: () => number, logSubjects: boolean): Mailer {
  const file = path.join(dataDir, OUTBOX_FILE);
  return {
    async send({ to, subject, text, headers }) {
      await mkdir(dataDir, { recursive: true });
      const line = JSON.stringify({ to, subject, text, sentAt: new Date(now()).toISOString(), ...(headers ? { headers } : {}) });
      await appendFile(file, `${line}\n`, { mode: 0o600 });
      if (logSubjects) console.log(`[mail] outbox: "${subject}" for ${to} (${file})`);
    },
  };
}

/** The mailer the configuration names: SMTP when SMTP_URL is set, else the outbox file. */
export function mailerFor(config: { smtpUrl: string | null; dataDir: string; logMail: boolean }, now: () => number): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, 'SentiScope <no-reply@sentiscope.local>') : createOutboxMailer(config.dataDir, now, config.logMail);
}

/** SMTP from `SMTP_URL` (smtp:// or smtps://, credentials in the URL). A mail server that does not answer fails
 * the send within seconds rather than holding the request that waits for it. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    async send({ to, subject, text, headers }) {
      await transport.sendMail({ from, to, subject, text, ...(headers ? { headers } : {}) });
    },
  };
}
