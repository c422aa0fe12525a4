// The alert delivery settings as the API keeps them, for the profile's tests: changes stick, a new secret is made
// each time (its hint follows it), and a test delivery answers what the member's address would, or the server's
// refusal once the member has sent too many.
import { http, HttpResponse } from 'msw';
import { DELIVERY_MESSAGES, type AlertSettings, type AlertSettingsInput } from '@sentiscope/shared/contract';
import { envelope, failure, TEST_API } from '@sentiscope/shared/testing';

export type FakeSettings = {
  settings: AlertSettings;
  received: Array<{ path: string; body: unknown }>;
  secrets: number;
  /** The status the member's address answers; null when nothing answered in time. */
  testStatus: number | null;
  /** Test deliveries the server still allows; past them it answers 429. */
  testsLeft: number;
};

export const fakeSettings = (settings: Partial<AlertSettings> = {}): FakeSettings => ({
  settings: { digest: 'off', webhookUrl: null, webhookFormat: 'json', webhookSecretHint: null, channels: ['email', 'in-app'], ...settings },
  received: [],
  secrets: 0,
  testStatus: 200,
  testsLeft: 10,
});

export function settingsHandlers(state: FakeSettings) {
  return [
    http.get(`${TEST_API}/alerts/settings`, () => HttpResponse.json(envelope(state.settings))),
    http.put(`${TEST_API}/alerts/settings`, async ({ request }) => {
      const body = (await request.json()) as AlertSettingsInput;
      state.received.push({ path: '/alerts/settings', body });
      if (body.webhookUrl && !/^https?:\/\//.test(body.webhookUrl)) return HttpResponse.json(failure(DELIVERY_MESSAGES.webhookUrlInvalid), { status: 400 });
      state.settings = { ...state.settings, ...body };
      return HttpResponse.json(envelope(state.settings, DELIVERY_MESSAGES.saved));
    }),
    http.post(`${TEST_API}/alerts/settings/webhook-secret`, () => {
      state.secrets += 1;
      const secret = `whsec_${String(state.secrets).repeat(32)}`;
      const hint = `whsec_…${secret.slice(-4)}`;
      state.settings = { ...state.settings, webhookSecretHint: hint };
      return HttpResponse.json(envelope({ secret, hint }, DELIVERY_MESSAGES.secretCreated));
    }),
    http.post(`${TEST_API}/alerts/settings/webhook-test`, () => {
      if (state.testsLeft <= 0) return HttpResponse.json(failure(DELIVERY_MESSAGES.webhookTestsTooMany), { status: 429 });
      state.testsLeft -= 1;
      const status = state.testStatus;
      if (status === null) return HttpResponse.json(envelope({ delivered: false, status: null, error: DELIVERY_MESSAGES.webhookUnreachable }));
      return HttpResponse.json(envelope({ delivered: status < 300, status, error: null }));
    }),
  ];
}
