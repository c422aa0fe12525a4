// A fake market with a year of stored days, members on each plan, and small helpers for the alerts tests.
import { MS_PER_DAY, type HistoryDay } from '@sentiscope/shared/contract';
import { createAlertsEngine, type AlertsEngine } from '../../src/alerts/service/engine';
import { createPlanCache } from '../../src/billing/service/plan-cache';
import type { Db } from '../../src/platform/db';
import { createOutboxMailer } from '../../src/platform/mail/mailer';
import { loadMarketConfig } from '../../src/prices/service/config';
import { adminToken, createVerifiedUser, loginToken, startApi, type StartOptions, type TestApi } from '../helpers';
import { startFakeSources, type FakeSources } from '../support/fake-sources';

export type AlertsWorld = { api: TestApi; fake: FakeSources; admin: string; close(): Promise<void> };

export async function alertsWorld(options: StartOptions = {}): Promise<AlertsWorld> {
  const fake = await startFakeSources({ days: 400 });
  const market = loadMarketConfig({ ...fake.env, INGEST_RETRIES: '0', INGEST_BACKOFF_MS: '10', INGEST_TIMEOUT_MS: '3000' });
  const api = await startApi({ ...options, config: { market, ...options.config } });
  const admin = await adminToken(api);
  const run = await api.request('POST', '/v1/admin/jobs/ingest/run', { token: admin });
  if (run.status !== 200) throw new Error(`ingestion failed: ${run.text}`);
  return { api, fake, admin, close: async () => { await api.close(); await fake.close(); } };
}

export type Member = { id: string; email: string; token: string };

/** A verified, signed-in member on the plan titled `planTitle` (active subscription). */
export async function memberOn(api: TestApi, planTitle: 'Free' | 'Premium' | 'Pro'): Promise<Member> {
  const user = await createVerifiedUser(api);
  const plan = await api.db.k.selectFrom('plans').select('id').where('title', '=', planTitle).executeTakeFirstOrThrow();
  await api.db.k.updateTable('users').set({ plan_id: plan.id, sub_is_active: 1, sub_expiry: null }).where('id', '=', user.id).execute();
  return { id: user.id, email: user.email, token: await loginToken(api, user.email, user.password) };
}

export async function moveToPlan(api: TestApi, member: Member, planTitle: string): Promise<void> {
  const plan = await api.db.k.selectFrom('plans').select('id').where('title', '=', planTitle).executeTakeFirstOrThrow();
  await api.db.k.updateTable('users').set({ plan_id: plan.id }).where('id', '=', member.id).execute();
}

/** The stored year of an asset, as GET /v1/stock/history answers it. */
export async function storedDays(api: TestApi, token: string, assetId: string): Promise<HistoryDay[]> {
  const answer = await api.request('GET', `/v1/stock/history/${assetId}`, { token });
  if (answer.status !== 200) throw new Error(`history failed: ${answer.text}`);
  return answer.body.data.days;
}

/** An alerts engine on the test API's database (or another connection to it) and clock, as another process runs it. */
export function alertsEngineOf(api: TestApi, db: Db = api.db): AlertsEngine {
  return createAlertsEngine({ config: api.config, db, plans: createPlanCache(db.k, api.clock.now), mailer: createOutboxMailer(api.config.dataDir, api.clock.now, false), now: api.clock.now });
}

/** Adds the next closed day for BTC at `close` to the fake market and moves the API's clock past it. */
export async function nextBtcDay(world: AlertsWorld, token: string, close: number): Promise<{ date: string; previous: number }> {
  const days = await storedDays(world.api, token, 'btc');
  const date = new Date(Date.parse(`${days[days.length - 1].date}T00:00:00Z`) + MS_PER_DAY).toISOString().slice(0, 10);
  world.fake.addCandle('BTCUSDT', { date, close });
  world.api.clock.advance(MS_PER_DAY);
  return { date, previous: days[days.length - 1].close };
}
