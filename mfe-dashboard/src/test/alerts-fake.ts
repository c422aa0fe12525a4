// An in-memory stand-in for the alert routes, for the dashboard remote's tests: it keeps the alerts a test makes,
// refuses what the API refuses (with its messages) and works the preview out from a series of closes.
import { http, HttpResponse } from 'msw';
import {
  ALERT_MESSAGES,
  alertInputError,
  alertLimitError,
  alertTargetTitle,
  describeAlertRule,
  previewSummary,
  type Alert,
  type AlertFiring,
  type AlertInput,
  type AlertLimits,
  type AlertList,
} from '@sentiscope/shared/contract';
import { envelope, failure, TEST_API } from '@sentiscope/shared/testing';

export type FakeAlerts = {
  alerts: Alert[];
  firings: AlertFiring[];
  limits: AlertLimits;
  planTitle: string;
  /** Closed days and their closes, oldest first, the preview looks at. */
  closes: Array<{ date: string; close: number }>;
  /** Bodies the routes received, by method and path. */
  received: Array<{ method: string; path: string; body: unknown }>;
};

export const TEST_NAMES: Record<string, string> = { btc: 'Bitcoin', eth: 'Ethereum' };

export function fakeAlerts(state: Partial<FakeAlerts> = {}): FakeAlerts {
  return { alerts: [], firings: [], limits: { maxAlerts: 3, maxStored: 20, channels: ['email', 'in-app'] }, planTitle: 'Free', closes: [], received: [], ...state };
}

/** An alert as the API lists one; fields given replace the defaults. */
export function anAlert(fields: Partial<Alert> & Pick<Alert, 'id'>): Alert {
  const base = { assetId: 'btc', kind: 'price-above' as const, level: 70000, z: null, params: null };
  const merged = { ...base, ...fields };
  return {
    channels: ['email'],
    cooldownDays: 1,
    enabled: true,
    rule: describeAlertRule(merged, alertTargetTitle(merged.assetId, TEST_NAMES[merged.assetId] ?? merged.assetId)),
    paused: null,
    blockedChannels: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    lastFiredAt: null,
    firingCount: 0,
    ...merged,
  };
}

const list = (state: FakeAlerts): AlertList => ({
  alerts: state.alerts,
  limits: state.limits,
  used: state.alerts.filter((alert) => alert.paused === null).length,
  planTitle: state.planTitle,
});

/** Days the rule would have fired on the series: a price crossing its level from the day before. */
function crossings(state: FakeAlerts, input: AlertInput) {
  const level = input.level ?? 0;
  return state.closes.flatMap((day, i) => {
    const before = state.closes[i - 1];
    if (!before) return [];
    const crossed = input.kind === 'price-above' ? before.close <= level && day.close > level : input.kind === 'price-below' && before.close >= level && day.close < level;
    if (!crossed) return [];
    const message = `${TEST_NAMES[input.assetId]} closed at $${day.close} on ${day.date} (previous close $${before.close}), crossing $${level}.`;
    return [{ date: day.date, crossing: { measure: 'close' as const, from: before.close, to: day.close, threshold: level }, message }];
  });
}

function refusal(state: FakeAlerts, input: AlertInput, existing: Alert | null): string {
  const active = state.alerts.filter((alert) => alert.id !== existing?.id && alert.enabled && alert.paused?.reason !== 'asset-not-in-plan').length;
  const enabling = input.enabled !== false && !existing?.enabled;
  const stored = existing ? null : state.alerts.length;
  return alertInputError(input) || alertLimitError(state.limits, state.planTitle, input.channels, active, enabling, stored);
}

export function alertHandlers(state: FakeAlerts) {
  const record = async (request: Request, path: string) => {
    const body: unknown = request.method === 'GET' || request.method === 'DELETE' ? null : await request.clone().json();
    state.received.push({ method: request.method, path, body });
    return body;
  };
  return [
    http.get(`${TEST_API}/alerts`, () => HttpResponse.json(envelope(list(state)))),
    http.post(`${TEST_API}/alerts/preview`, async ({ request }) => {
      const input = (await record(request, '/alerts/preview')) as AlertInput;
      const problem = alertInputError(input);
      if (problem) return HttpResponse.json(failure(problem), { status: 400 });
      const firings = crossings(state, input);
      const days = state.closes;
      return HttpResponse.json(envelope({ summary: previewSummary(firings.length), count: firings.length, firings, from: days[0]?.date ?? null, to: days.at(-1)?.date ?? null }));
    }),
    http.get(`${TEST_API}/alerts/firings`, ({ request }) => firingPage(state.firings, request)),
    http.get(`${TEST_API}/alerts/:id/firings`, ({ request, params }) => firingPage(state.firings.filter((f) => f.alertId === params.id), request)),
    http.post(`${TEST_API}/alerts`, async ({ request }) => {
      const input = (await record(request, '/alerts')) as AlertInput;
      const problem = refusal(state, input, null);
      if (problem) return HttpResponse.json(failure(problem), { status: 400 });
      const alert = anAlert({ ...input, id: `a${state.alerts.length + 1}`, level: input.level ?? null, z: input.z ?? null, cooldownDays: input.cooldownDays ?? 1, enabled: input.enabled ?? true });
      state.alerts = [alert, ...state.alerts];
      return HttpResponse.json(envelope(alert, ALERT_MESSAGES.created), { status: 201 });
    }),
    http.put(`${TEST_API}/alerts/:id`, async ({ request, params }) => {
      const input = (await record(request, `/alerts/${String(params.id)}`)) as AlertInput;
      const current = state.alerts.find((alert) => alert.id === params.id);
      if (!current) return HttpResponse.json(failure(ALERT_MESSAGES.notFound), { status: 404 });
      const problem = refusal(state, input, current);
      if (problem) return HttpResponse.json(failure(problem), { status: 400 });
      const enabled = input.enabled ?? true;
      const { rule: _oldRule, ...kept } = current;
      const saved = anAlert({ ...kept, ...input, level: input.level ?? null, z: input.z ?? null, enabled, paused: enabled ? null : { reason: 'member', message: ALERT_MESSAGES.pausedByMember } });
      state.alerts = state.alerts.map((alert) => (alert.id === current.id ? saved : alert));
      return HttpResponse.json(envelope(saved, ALERT_MESSAGES.updated));
    }),
    http.delete(`${TEST_API}/alerts/:id`, async ({ request, params }) => {
      await record(request, `/alerts/${String(params.id)}`);
      state.alerts = state.alerts.filter((alert) => alert.id !== params.id);
      return HttpResponse.json(envelope(null, ALERT_MESSAGES.deleted));
    }),
  ];
}

function firingPage(firings: AlertFiring[], request: Request) {
  const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
  const pageSize = 2;
  return HttpResponse.json(envelope({ firings: firings.slice((page - 1) * pageSize, page * pageSize), total: firings.length, page, pageSize }));
}
