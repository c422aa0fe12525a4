// An alert as the member sees it: the rule in words, why it is paused, the channels the plan leaves out.
import {
  ALERT_MESSAGES,
  describeAlertRule,
  isAlertChannel,
  type Alert,
  type AlertChannel,
  type AlertKind,
  type AlertPauseReason,
} from '@sentiscope/shared/contract';
import { marketAsset } from '../../history/service/daily-states';
import type { AlertRow } from '../data/tables';
import { splitChannels, type MemberPlan } from './member-plan';

export const parseChannels = (json: string): AlertChannel[] => {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter(isAlertChannel) : [];
  } catch {
    return [];
  }
};

export const assetTitle = (assetId: string): string => marketAsset(assetId)?.title ?? assetId.toUpperCase();

export const ruleOf = (row: Pick<AlertRow, 'kind' | 'level' | 'z' | 'asset_id'>): string =>
  describeAlertRule({ kind: row.kind as AlertKind, level: row.level, z: row.z }, assetTitle(row.asset_id));

function pauseMessage(reason: AlertPauseReason, plan: MemberPlan): string {
  if (reason === 'member') return ALERT_MESSAGES.pausedByMember;
  if (reason === 'asset-not-in-plan') return ALERT_MESSAGES.pausedAssetNotInPlan(plan.title);
  return ALERT_MESSAGES.pausedPlanLimit(plan.limits.maxAlerts, plan.title);
}

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export function alertView(row: AlertRow, plan: MemberPlan, pause: AlertPauseReason | undefined): Alert {
  const channels = parseChannels(row.channels);
  return {
    id: row.id,
    assetId: row.asset_id,
    kind: row.kind as AlertKind,
    level: row.level === null ? null : Number(row.level),
    z: row.z === null ? null : Number(row.z),
    channels,
    cooldownDays: Number(row.cooldown_days),
    enabled: Number(row.enabled) === 1,
    rule: ruleOf(row),
    paused: pause ? { reason: pause, message: pauseMessage(pause, plan) } : null,
    blockedChannels: splitChannels(channels, plan).blocked,
    createdAt: iso(row.created_at) as string,
    updatedAt: iso(row.updated_at) as string,
    lastFiredAt: iso(row.last_fired_at),
    firingCount: Number(row.firing_count),
  };
}
