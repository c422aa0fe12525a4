// The digest: a daily or weekly e-mail of the member's watchlist, opt-in: each asset's mood and its change, price
// change, signal changes, and the most strongly scored headlines of the period, with a one-click unsubscribe.
import { ALERT_RSI_PERIOD, formatAlertPrice, formatScore, type DigestRun } from '@sentiscope/shared/contract';
import type { Db } from '../../platform/db';
import type { PlanCache } from '../../billing/service/plan-cache';
import { newId } from '../../platform/ids';
import type { MailMessage } from '../../platform/mail/mailer';
import { lastStoredDay, readDailyStates, topHeadlines } from '../../history/service/daily-states';
import { digestMembers } from '../data/digest';
import { insertDeliveries } from '../data/evaluation';
import type { DeliveryRow } from '../data/tables';
import { readWatchlist } from '../data/watchlist';
import { deliveryRecipient } from '../data/deliveries';
import { unsubscribeHeaders, unsubscribeLink } from './alert-mail';
import { assetTitle } from './alert-view';
import { memberPlan } from './member-plan';
import { isoDay, shiftDay } from '../../platform/days';

type Frequency = DigestRun['frequency'];
export type DigestDeps = { db: Db; plans: PlanCache; now: () => number; siteUrl: string; apiUrl: string };

/** The period a digest covers, named by its last day ('daily:2026-11-23', 'weekly:2026-11-23'). */
const periodOf = (frequency: Frequency, now: number) => ({ frequency, to: isoDay(now - 86_400_000), days: frequency === 'daily' ? 1 : 7 });

/** Queues one digest per member who chose `frequency`; a second run for the same period queues nothing new. */
export async function queueDigests(deps: DigestDeps, frequency: Frequency): Promise<{ queued: number; members: number }> {
  const members = await digestMembers(deps.db.k, frequency);
  const period = periodOf(frequency, deps.now());
  const at = deps.now();
  const rows: DeliveryRow[] = members.map((m) => ({
    id: newId(), dedupe_key: `digest:${frequency}:${period.to}:${m.id}`, user_id: m.id, firing_id: null, channel: 'digest', status: 'pending',
    attempts: 0, next_attempt_at: at, claimed_until: null, last_error: null, shown_error: null, payload: JSON.stringify(period), created_at: at, sent_at: null,
  }));
  await insertDeliveries(deps.db.k, rows);
  return { queued: rows.length, members: members.length };
}

const pct = (from: number, to: number) => (from > 0 ? `${to >= from ? '+' : ''}${(((to - from) / from) * 100).toFixed(1)}%` : 'n/a');

async function assetLines(deps: DigestDeps, assetId: string, days: number): Promise<string[]> {
  const last = await lastStoredDay(deps.db, assetId);
  if (!last) return [`${assetTitle(assetId)}: no stored days yet.`];
  const series = await readDailyStates(deps.db, assetId, shiftDay(last, -days), last, ALERT_RSI_PERIOD);
  const end = series[series.length - 1];
  const start = series[0];
  const mood = end.mood === null ? 'no mood' : `mood ${formatScore(end.mood)} (${end.band ?? 'no band'})${start.mood !== null && start !== end ? `, ${end.mood >= start.mood ? '+' : ''}${formatScore(end.mood - start.mood)}` : ''}`;
  const lines = [`${assetTitle(assetId)}: ${formatAlertPrice(end.close)} (${pct(start.close, end.close)}), ${mood}, signal ${end.signal} on ${end.date}.`];
  for (let i = 1; i < series.length; i++) if (series[i].signal !== series[i - 1].signal) lines.push(`  Signal changed from ${series[i - 1].signal} to ${series[i].signal} on ${series[i].date}.`);
  return lines;
}

/** Builds the member's digest mail for a queued period; null when their watchlist is empty. */
export async function digestMail(deps: DigestDeps, userId: string, period: { frequency: Frequency; to: string; days: number }): Promise<MailMessage | null> {
  const to = await deliveryRecipient(deps.db.k, userId);
  if (!to) return null;
  const member = await digestMembers(deps.db.k, period.frequency).then((all) => all.find((m) => m.id === userId));
  if (!member) return null;
  const plan = await memberPlan(deps.plans, member, deps.now());
  const assets = (await readWatchlist(deps.db.k, userId)).filter((id) => plan.opens(id));
  if (assets.length === 0) return null;
  const lines: string[] = [];
  for (const id of assets) lines.push(...(await assetLines(deps, id, period.days)));
  const headlines = await topHeadlines(deps.db, assets, shiftDay(period.to, 1 - period.days), period.to, 5);
  const link = await unsubscribeLink(deps.db.k, deps.apiUrl, userId, null, deps.now());
  const name = period.frequency === 'daily' ? 'daily' : 'weekly';
  const news = headlines.length ? headlines.map((h) => `- ${h.title} (${h.day}, ${h.label} ${h.score.toFixed(2)})`).join('\n') : 'No scored headlines in this period.';
  return {
    to: to.email,
    subject: `Your SentiScope ${name} digest for ${period.to}`,
    text: `Hello ${to.name},\n\nYour watchlist ${period.frequency === 'daily' ? 'on' : 'in the week to'} ${period.to}:\n\n${lines.join('\n')}\n\nTop scored headlines:\n${news}\n\nOpen your dashboard: ${deps.siteUrl}/dashboard\n\nStop the digest (one click, no sign-in needed):\n${link}\n\nThe SentiScope team\nInformational only, never financial advice.`,
    headers: unsubscribeHeaders(link),
  };
}
