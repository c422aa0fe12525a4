import {
  ALERT_DEFAULT_COOLDOWN_DAYS,
  ALERT_DEFAULT_PARAMS,
  ALERT_DEFAULT_Z,
  ALERT_KIND_PARAM,
  alertInputError,
  alertLimitError,
  conditionParamsOf,
  isConditionKind,
  type Alert,
  type AlertParams,
  type AlertChannel,
  type AlertInput,
  type AlertKind,
  type AlertList,
} from '@sentiscope/shared/contract';

/** A condition's settings as typed (every field text; the kind uses some of them). */
export type ParamsForm = Record<keyof Required<AlertParams>, string>;

/** The alert form as typed: numbers stay text until sent, so a half-typed level is never lost. */
export type AlertForm = {
  assetId: string;
  kind: AlertKind;
  level: string;
  z: string;
  params: ParamsForm;
  channels: AlertChannel[];
  cooldownDays: string;
  enabled: boolean;
};

const EMPTY_PARAMS: ParamsForm = { direction: '', window: '', low: '', high: '', points: '', factor: '', period: '' };

/** A condition's settings as form text: the kind's defaults under what is given. */
export function paramsForm(kind: AlertKind, params: AlertParams | null = null): ParamsForm {
  const merged = { ...(isConditionKind(kind) ? ALERT_DEFAULT_PARAMS[kind] : {}), ...(params ?? {}) };
  return { ...EMPTY_PARAMS, ...Object.fromEntries(Object.entries(merged).map(([key, value]) => [key, String(value)])) };
}

/** A new alert: the first asset offered, a price rise, delivered to the first channel the plan has. */
export const newAlertForm = (assetId: string, planChannels: readonly AlertChannel[]): AlertForm => ({
  assetId,
  kind: 'price-above',
  level: '',
  z: String(ALERT_DEFAULT_Z),
  params: paramsForm('price-above'),
  channels: planChannels.includes('email') ? ['email'] : planChannels.slice(0, 1),
  cooldownDays: String(ALERT_DEFAULT_COOLDOWN_DAYS),
  enabled: true,
});

export const alertToForm = (alert: Alert): AlertForm => ({
  assetId: alert.assetId,
  kind: alert.kind,
  level: alert.level === null ? '' : String(alert.level),
  z: alert.z === null ? String(ALERT_DEFAULT_Z) : String(alert.z),
  params: paramsForm(alert.kind, alert.params),
  channels: [...alert.channels],
  cooldownDays: String(alert.cooldownDays),
  enabled: alert.enabled,
});

const numberOf = (raw: string): number | null => (raw.trim() === '' ? null : Number(raw));

const TEXT_PARAMS = new Set(['direction', 'period']);

/** The settings to send: numbers as numbers (a field left empty is missing, so the rules name it). */
function paramsOf(kind: AlertKind, form: ParamsForm): AlertParams | null {
  const typed = Object.fromEntries(
    Object.entries(form)
      .filter(([, raw]) => raw.trim() !== '')
      .map(([key, raw]) => [key, TEXT_PARAMS.has(key) ? raw : Number(raw)]),
  );
  return conditionParamsOf(kind, typed as AlertParams);
}

/** The body to send: only the parameter the kind uses (the others null). */
export function formToInput(form: AlertForm): AlertInput {
  const param = ALERT_KIND_PARAM[form.kind];
  const cooldown = numberOf(form.cooldownDays);
  return {
    assetId: form.assetId,
    kind: form.kind,
    level: param === 'level' ? numberOf(form.level) : null,
    z: param === 'z' ? numberOf(form.z) : null,
    params: param === 'params' ? paramsOf(form.kind, form.params) : null,
    channels: form.channels,
    cooldownDays: cooldown === null ? ALERT_DEFAULT_COOLDOWN_DAYS : cooldown,
    enabled: form.enabled,
  };
}

/** An alert as a body to send again, e.g. to switch it on or off. */
export const alertToInput = (alert: Alert, changes: Partial<AlertInput> = {}): AlertInput => ({ ...formToInput(alertToForm(alert)), ...changes });

/**
 * Alerts other than `exceptId` that count against the plan's limit, as the server counts them: every alert the
 * member has switched on whose asset the plan opens (those paused after a downgrade included).
 */
export const activeOthers = (list: AlertList, exceptId: string | null): number =>
  list.alerts.filter((alert) => alert.id !== exceptId && alert.enabled && alert.paused?.reason !== 'asset-not-in-plan').length;

/**
 * What stops the form from saving: its own fields first, then the plan's limits (the count only matters when the
 * alert is being switched on, not for one already on; the alerts kept in all only when a new one is made). Both are
 * known before saving, so the member never learns them from a refusal.
 */
export function formProblems(form: AlertForm, list: AlertList, editing: Alert | null): { field: string; limit: string } {
  const input = formToInput(form);
  const enabling = form.enabled && !editing?.enabled;
  return {
    field: alertInputError(input),
    limit: alertLimitError(list.limits, list.planTitle, input.channels, activeOthers(list, editing?.id ?? null), enabling, editing ? null : list.alerts.length),
  };
}
