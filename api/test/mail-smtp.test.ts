// The SMTP mailer against a real SMTP server on loopback (smtp-server), not the outbox file: codes reach the
// inbox over the protocol, and a mail server that is down neither changes the answer nor blocks the next try.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { MESSAGES } from '@sentiscope/shared/contract';
import { OUTBOX_FILE } from '../src/platform/mail/mailer';
import { signupBody, startApi, waitFor, type TestApi } from './helpers';

type Received = { from: string; to: string[]; raw: string };

function startSmtp(port = 0): Promise<{ server: SMTPServer; port: number; inbox: Received[] }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ server, port: (server.server.address() as AddressInfo).port, inbox }));
  });
}

const stop = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('mail over SMTP (SMTP_URL set)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let api: TestApi;
  beforeAll(async () => {
    smtp = await startSmtp();
    api = await startApi({ config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` } });
  });
  afterAll(async () => {
    await api.close();
    await stop(smtp.server);
  });

  it('delivers the verification code to the mail server, and nothing to the outbox file', async () => {
    const body = signupBody();
    const signup = await api.request('POST', '/v1/user/signup', { body });
    expect(signup.status).toBe(201);
    const { signupId } = signup.body.data;
    expect((await api.request('POST', '/v1/auth/request-otp', { body: { email: body.email, signupId } })).status).toBe(200);

    const mail = await waitFor(() => smtp.inbox.find((m) => m.to.includes(body.email)));
    expect(mail?.from).toBe('no-reply@sentiscope.local');
    expect(mail?.raw).toMatch(/^Subject: Your SentiScope verification code\r?$/m);
    const code = /verification code is (\d{6})/.exec(mail?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(existsSync(path.join(api.config.dataDir, OUTBOX_FILE))).toBe(false);

    expect((await api.request('POST', '/v1/auth/verify-otp', { body: { email: body.email, otp: code, signupId } })).status).toBe(200);
  });

  it('answers as usual while the mail server is down (the answer never waits for mail), and the next try works once it is back', async () => {
    const body = signupBody();
    const { signupId } = (await api.request('POST', '/v1/user/signup', { body })).body.data;
    await stop(smtp.server);
    try {
      const answered = await api.request('POST', '/v1/auth/request-otp', { body: { email: body.email, signupId } });
      expect(answered.body).toMatchObject({ success: true, message: MESSAGES.otpSent });
      // The failed send frees the resend interval once the mail server has refused it.
      await new Promise<void>((resolve, reject) => {
        const started = Date.now();
        const poll = async () => {
          const row = await api.db.k.selectFrom('pending_signups').select('sent_at').where('id', '=', signupId).executeTakeFirstOrThrow();
          if (row.sent_at === null) resolve();
          else if (Date.now() - started > 15_000) reject(new Error('send never failed'));
          else setTimeout(poll, 50);
        };
        void poll();
      });
    } finally {
      smtp = await startSmtp(smtp.port);
    }
    // No code went out, so the resend interval does not apply.
    const retried = await api.request('POST', '/v1/auth/request-otp', { body: { email: body.email, signupId } });
    expect(retried.body).toMatchObject({ success: true, message: MESSAGES.otpSent });
    await waitFor(() => smtp.inbox.find((m) => m.to.includes(body.email)), 10_000);
    expect(smtp.inbox.filter((m) => m.to.includes(body.email))).toHaveLength(1);
  });
});
