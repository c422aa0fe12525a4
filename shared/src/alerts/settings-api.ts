import {
  ALERT_PATHS,
  type AlertSettings,
  type AlertSettingsInput,
  type WebhookSecret,
  type WebhookTestResult,
} from '@sentiscope/shared/contract';
import { alertsSlice, dataOf } from './slice';

/** The profile's delivery settings: the digest, the webhook address, its secret and a test delivery. */
const settingsApi = alertsSlice.injectEndpoints({
  endpoints: (build) => ({
    getAlertSettings: build.query<AlertSettings, void>({
      query: () => ({ url: ALERT_PATHS.settings, auth: 'access' }),
      transformResponse: dataOf<AlertSettings>,
      providesTags: ['AlertSettings'],
    }),
    putAlertSettings: build.mutation<AlertSettings, AlertSettingsInput>({
      query: (body) => ({ url: ALERT_PATHS.settings, method: 'PUT', body, auth: 'access' }),
      transformResponse: dataOf<AlertSettings>,
      invalidatesTags: ['AlertSettings', 'AlertChannels'],
    }),
    /** A new secret, answered once: the old one stops signing at once. */
    rotateWebhookSecret: build.mutation<WebhookSecret, void>({
      query: () => ({ url: ALERT_PATHS.webhookSecret, method: 'POST', auth: 'access' }),
      transformResponse: dataOf<WebhookSecret>,
      invalidatesTags: ['AlertSettings'],
    }),
    testWebhook: build.mutation<WebhookTestResult, void>({
      query: () => ({ url: ALERT_PATHS.webhookTest, method: 'POST', auth: 'access' }),
      transformResponse: dataOf<WebhookTestResult>,
    }),
  }),
});

export const { useGetAlertSettingsQuery, usePutAlertSettingsMutation, useRotateWebhookSecretMutation, useTestWebhookMutation } = settingsApi;
export { settingsApi };
