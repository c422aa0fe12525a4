// One alert's firings on one asset's new closed days: the crossing of each day, after the cooldown, as the row the
// evaluation stores (the asset is the day's, so an alert on the watchlist fires on each of its assets).
import type { AlertKind } from '@sentiscope/shared/contract';
import type { DailyState } from '../../history/service/daily-states';
import { newId } from '../../platform/ids';
import type { EvaluatedAlert } from '../data/alerts';
import type { FiringRow } from '../data/tables';
import { assetTitle, parseParams, ruleOf } from './alert-view';
import { cooledDown, crossingMessage, crossingOf } from './crossing';

/** An asset's new closed days `days[start..]`, after the stored days a change over days looks back on. */
export type NewDays = { assetId: string; last: string; days: DailyState[]; start: number };

export type Candidate = { alert: EvaluatedAlert; day: DailyState; firing: FiringRow };

/** One alert's firings on one asset's new days, from its last firing there (for the cooldown). */
export function firingsOn(alert: EvaluatedAlert, asset: NewDays, lastFired: string | null, at: number, out: Candidate[]): void {
  const rule = { kind: alert.kind as AlertKind, level: alert.level === null ? null : Number(alert.level), z: alert.z === null ? null : Number(alert.z), params: parseParams(alert.params) };
  let lastDay = lastFired;
  for (let i = asset.start; i < asset.days.length; i++) {
    const day = asset.days[i];
    const crossing = crossingOf(rule, asset.days, i);
    if (!crossing || !cooledDown(lastDay, day.date, Number(alert.cooldown_days))) continue;
    lastDay = day.date;
    const firing: FiringRow = {
      id: newId(),
      alert_id: alert.id,
      user_id: alert.user_id,
      asset_id: asset.assetId,
      kind: alert.kind,
      day: day.date,
      fired_at: at,
      rule: ruleOf(alert),
      crossing: JSON.stringify(crossing),
      message: crossingMessage(assetTitle(asset.assetId), day.date, crossing),
      channels: '[]',
      crossed_at: null,
    };
    out.push({ alert, day, firing });
  }
}
