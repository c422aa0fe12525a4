// An alert as the member sees it: the rule in words, why it is paused, the channels the plan leaves out.
import {
  ALERT_MESSAGES,
  alertTargetTitle,
  describeAlertRule,
  isAlertChannel,
  type Alert,
  type AlertChannel,
  type AlertKind,
  type AlertParams,
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

export const assetTitle = (assetId: string): string => alertTargetTitle(assetId, marketAsset(assetId)?.title ?? assetId.toUpperCase());

/** A stored condition's settings (null for the kinds with a level or none, and for a row that cannot be read). */
export function parseParams(json: string | null): AlertParams | null {
  if (json === null) return null;
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as AlertParams) : null;
  } catch {
    return null;
  }
}

export const ruleOf = (row: Pick<AlertRow, 'kind' | 'level' | 'z' | 'params' | 'asset_id'>): string =>
  describeAlertRule({ kind: row.kind as AlertKind, level: row.level, z: row.z, params: parseParams(row.params) }, assetTitle(row.asset_id));

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
    params: parseParams(row.params),
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
