// Alert delivery across real processes on one database. The API runs as its own process with API_JOBS=off and
// evaluates an ingestion run from the fake market on loopback; on PostgreSQL it only adds the delivery to the job
// queue, and a separate worker process takes it and sends the mail (into the worker's outbox, once, with the
// numbers) and the signed webhook (received once, signature valid); a webhook that fails is retried until it is
// received. (On SQLite there is no queue: the API process sends them itself.) With two worker processes, the
// daily digest job runs exactly once.
import { createHmac } from 'node:crypto';
import { generateSecret, generateSync } from 'otplib';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { formatAlertPrice, MS_PER_DAY, WEBHOOK_DELIVERY_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@sentiscope/shared/contract';
import { insertBenchUsers } from '../../bench/bench-users';
import { createPasswordHasher } from '../../src/accounts/service/passwords';
import { alertDb } from '../../src/alerts/data/tables';
import { ALERT_DELIVERY_JOB, DIGEST_DAILY_JOB } from '../../src/alerts/service/engine';
import type { Db } from '../../src/platform/db';
import { readRuns } from '../../src/jobs/data/runs';
import { INGEST_JOB } from '../../src/jobs/schedule';
import { OUTBOX_FILE } from '../../src/platform/mail/mailer';
import { CHROME_MAC } from '../helpers';
import { startFakeSources, type FakeSources } from '../support/fake-sources';
import { startJobWorkers, type ApiProcess, type JobWorkers } from '../support/job-workers';
import { startReceiver, type Receiver } from './receiver';

jest.setTimeout(240_000);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PASSWORD = 'queue-member-password-1';
type Mail = { to: string; subject: string; text: string };

const outbox = (dir: string): Mail[] => {
  try {
    return readFileSync(path.join(dir, OUTBOX_FILE), 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
  } catch {
    return [];
  }
};

/** Polls `probe` every 200 ms until it answers something; generous limits for a loaded machine. */
async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function call(base: string, method: string, route: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = { 'user-agent': CHROME_MAC };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), text };
}

async function signIn(base: string, email: string, password: string, twoFactorCode?: string): Promise<string> {
  const answer = await call(base, 'POST', '/v1/user/login', undefined, { email, password, twoFactorCode });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.text}`);
  return answer.body.data.token;
}

/** A verified member on the plan titled `plan`, with an active subscription. */
async function memberOn(db: Db, email: string, plan: string): Promise<string> {
  await insertBenchUsers(db, [email], await createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }).hash(PASSWORD), 'Queue member');
  const planId = (await db.k.selectFrom('plans').select('id').where('title', '=', plan).executeTakeFirstOrThrow()).id;
  await db.k.updateTable('users').set({ plan_id: planId, sub_is_active: 1, sub_expiry: null }).where('email', '=', email).execute();
  return (await db.k.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('alert delivery through the job queue, sent by a worker process', () => {
  let fake: FakeSources;
  let receiver: Receiver;
  let workers: JobWorkers;
  let api: ApiProcess;
  let workerPid: number;
  // The super admin's authenticator: admin routes ask for a second factor.
  const adminTotp = generateSecret();

  beforeAll(async () => {
    // The stored days end three days ago, so the candles added later are closed days.
    fake = await startFakeSources({ days: 60, now: () => Date.now() - 2 * MS_PER_DAY });
    receiver = await startReceiver();
    workers = await startJobWorkers('alert-queue');
    const delivery = { WEBHOOK_ALLOW_PRIVATE: 'on', WEBHOOK_RETRY_BASE_MS: '1000', ALERT_DELIVERY_SWEEP_SECONDS: '2', MARKET_DATA_DIR: '', HEADLINES_FILE: '' };
    // The worker has no market source and ingests once a day: every evaluation here is the API process's.
    const worker = workers.start({ ...delivery, INGEST_INTERVAL_MINUTES: '1440' });
    workerPid = worker.pid as number;
    [api] = await Promise.all([workers.startApi({ ...delivery, ...fake.env, ADMIN_TOTP_SECRET: adminTotp, INGEST_RETRIES: '0', INGEST_TIMEOUT_MS: '10000' }), workers.ready(worker)]);
    // Its run of the day (nothing to ingest) is over before the test's own runs begin.
    await until('the worker ingestion run', async () => (await readRuns(workers.db.k, INGEST_JOB)).find((r) => r.status !== 'running'));
  });

  afterAll(async () => {
    await workers?.close();
    await receiver?.close();
    await fake?.close();
  });

  const alertMails = (dir: string, to: string) => outbox(dir).filter((m) => m.to === to && m.subject.startsWith('SentiScope alert:'));
  const deliveryRuns = () => readRuns(workers.db.k, ALERT_DELIVERY_JOB);
  const verified = (hook: Receiver['received'][number], secret: string) => {
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(hook.headers[WEBHOOK_SIGNATURE_HEADER])) ?? [];
    return v1 !== undefined && v1 === createHmac('sha256', secret).update(`${t}.${hook.body}`).digest('hex');
  };

  it('the API process queues the deliveries of its evaluation; the worker sends each once, and retries a failed webhook', async () => {
    const email = 'queue-member@jobs.test';
    const memberId = await memberOn(workers.db, email, 'Pro');
    const token = await signIn(api.url, email, PASSWORD);
    const admin = await signIn(api.url, workers.admin.email, workers.admin.password, generateSync({ secret: adminTotp }));
    expect((await call(api.url, 'PUT', '/v1/alerts/settings', token, { webhookUrl: receiver.url })).status).toBe(200);
    const secret = (await call(api.url, 'POST', '/v1/alerts/settings/webhook-secret', token)).body.data.secret as string;
    const ingest = async () => expect((await call(api.url, 'POST', '/v1/admin/jobs/ingest/run', admin)).status).toBe(200);
    await ingest();
    const last = (await call(api.url, 'GET', '/v1/stock/history/btc', token)).body.data.days.at(-1) as { date: string; close: number };

    // A new closed day above the level: one firing, one e-mail and one webhook.
    const level = Math.round(last.close * 1.05);
    const alert = await call(api.url, 'POST', '/v1/alerts', token, { assetId: 'btc', kind: 'price-above', level, channels: ['email', 'in-app', 'webhook'] });
    expect(alert.status).toBe(201);
    const firstDay = isoDay(Date.parse(`${last.date}T00:00:00Z`) + MS_PER_DAY);
    const firstClose = Math.round(last.close * 1.1);
    fake.addCandle('BTCUSDT', { date: firstDay, close: firstClose });
    const ingestedAt = Date.now();
    await ingest();

    const senderDir = onPostgres ? workers.dataDir : api.dataDir;
    const mail = await until('the alert e-mail', () => alertMails(senderDir, email)[0]);
    expect(mail.text).toContain(`Bitcoin closed at ${formatAlertPrice(firstClose)} on ${firstDay}, above ${formatAlertPrice(level)} (previous close ${formatAlertPrice(last.close)}).`);
    expect(mail.text).toContain(`/dashboard?asset=btc&range=custom`);
    expect(mail.text).toMatch(/\/v1\/unsubscribe\?token=[A-Za-z0-9_-]{43}/);
    const hook = await until('the webhook', () => receiver.received[0]);
    expect(verified(hook, secret)).toBe(true);
    expect(JSON.parse(hook.body)).toMatchObject({ type: 'alert.fired', firing: { alertId: alert.body.data.id, date: firstDay, crossing: { threshold: level, to: firstClose } } });
    if (onPostgres) {
      // The worker took the run the API process queued (not a scheduled sweep) and sent it; the API sent nothing.
      const worker = `${hostname()}:${workerPid}`;
      const queued = await until('the queued delivery run', async () => (await deliveryRuns()).find((r) => r.slot === null && Number(r.started_at) >= ingestedAt && r.status === 'succeeded'));
      expect(queued.worker).toBe(worker);
      expect((await deliveryRuns()).every((r) => r.worker === worker)).toBe(true);
      expect(alertMails(api.dataDir, email)).toEqual([]);
    }
    // Two more sweeps of the delivery job later, nothing was sent twice.
    const sentAt = Date.now();
    await until('two later delivery sweeps', async () => ((await deliveryRuns()).filter((r) => r.slot !== null && Number(r.started_at) > sentAt && r.status === 'succeeded').length >= 2 ? true : undefined));
    expect(alertMails(senderDir, email)).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);

    // The next closed day fires a webhook-only alert; the receiver fails the first try, the retry gets through.
    receiver.answerNext(500);
    const secondLevel = Math.round(last.close * 1.2);
    const second = await call(api.url, 'POST', '/v1/alerts', token, { assetId: 'btc', kind: 'price-above', level: secondLevel, channels: ['webhook'] });
    expect(second.status).toBe(201);
    const secondDay = isoDay(Date.parse(`${firstDay}T00:00:00Z`) + MS_PER_DAY);
    fake.addCandle('BTCUSDT', { date: secondDay, close: Math.round(last.close * 1.3) });
    await ingest();
    await until('the retried webhook', () => receiver.received[2]);
    const [failed, retried] = receiver.received.slice(1);
    expect(JSON.parse(failed.body).firing.alertId).toBe(second.body.data.id);
    expect(retried.headers[WEBHOOK_DELIVERY_HEADER]).toBe(failed.headers[WEBHOOK_DELIVERY_HEADER]);
    expect(verified(retried, secret)).toBe(true);
    const row = await until('the delivery marked sent', async () => {
      const rows = await alertDb(workers.db.k).selectFrom('alert_deliveries').selectAll().where('user_id', '=', memberId).where('channel', '=', 'webhook').where('status', '=', 'sent').execute();
      return rows.find((r) => r.firing_id === JSON.parse(retried.body).id);
    });
    expect(Number(row.attempts)).toBe(2);
    if (onPostgres) expect((await deliveryRuns()).every((r) => r.worker === `${hostname()}:${workerPid}`)).toBe(true);
    expect(alertMails(senderDir, email)).toHaveLength(1);
  });
});

describe('the daily digest with two worker processes', () => {
  let workers: JobWorkers;
  beforeAll(async () => {
    workers = await startJobWorkers('alert-digest');
  });
  afterAll(() => workers?.close());

  it('runs once for the day, whichever process claims it, and mails the member one digest', async () => {
    const email = 'digest-member@jobs.test';
    const memberId = await memberOn(workers.db, email, 'Premium');
    const k = alertDb(workers.db.k);
    await k.insertInto('watchlist_assets').values({ user_id: memberId, asset_id: 'btc', position: 0, added_at: Date.now() }).execute();
    await k.insertInto('alert_settings').values({ user_id: memberId, digest: 'daily', webhook_url: null, webhook_secret: null, local_copy_taken_at: null, updated_at: Date.now() }).execute();
    const env = { ALERT_DELIVERY_SWEEP_SECONDS: '2', MARKET_DATA_DIR: '', HEADLINES_FILE: '', INGEST_INTERVAL_MINUTES: '1440' };
    const pair = [workers.start(env), workers.start(env)];
    await Promise.all(pair.map((w) => workers.ready(w)));

    const digests = () => outbox(workers.dataDir).filter((m) => m.to === email && m.subject.includes('daily digest'));
    const run = await until('the digest run', async () => (await readRuns(workers.db.k, DIGEST_DAILY_JOB)).find((r) => r.status === 'succeeded'));
    await until('the digest mail', () => digests()[0]);
    // Both processes keep working (two more sweeps of the delivery job) and the day's digest is not run again.
    const after = Number(run.finished_at);
    await until('two later delivery sweeps', async () => ((await readRuns(workers.db.k, ALERT_DELIVERY_JOB)).filter((r) => r.slot !== null && Number(r.started_at) > after && r.status === 'succeeded').length >= 2 ? true : undefined));
    expect(pair.every((w) => w.exitCode === null)).toBe(true);
    const runs = await readRuns(workers.db.k, DIGEST_DAILY_JOB);
    expect(runs).toHaveLength(1);
    expect(Number(runs[0].slot)).toBe(Math.floor(Number(runs[0].started_at) / MS_PER_DAY));
    expect([pair[0].pid, pair[1].pid].map((pid) => `${hostname()}:${pid}`)).toContain(runs[0].worker);
    expect(digests()).toHaveLength(1);
    expect(digests()[0].text).toContain('Bitcoin');
  });
});
