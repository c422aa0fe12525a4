import {
  ALERT_PATHS,
  type Alert,
  type AlertFiringPage,
  type AlertInput,
  type AlertList,
  type AlertPreview,
} from '@sentiscope/shared/contract';
import { alertsSlice, dataOf } from './slice';

export type FiringsArgs = { alertId?: string; page?: number };

/** The alerts page: the member's alerts and plan limits, their changes, the preview and the firings. */
const alertsApi = alertsSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The member's alerts, their plan's limits and how many count against them. */
    getAlerts: build.query<AlertList, void>({
      query: () => ({ url: ALERT_PATHS.alerts, auth: 'access' }),
      transformResponse: dataOf<AlertList>,
      providesTags: ['Alert'],
    }),
    createAlert: build.mutation<Alert, AlertInput>({
      query: (body) => ({ url: ALERT_PATHS.alerts, method: 'POST', body, auth: 'access' }),
      transformResponse: dataOf<Alert>,
      invalidatesTags: ['Alert'],
    }),
    updateAlert: build.mutation<Alert, { id: string; input: AlertInput }>({
      query: ({ id, input }) => ({ url: ALERT_PATHS.alert(id), method: 'PUT', body: input, auth: 'access' }),
      transformResponse: dataOf<Alert>,
      invalidatesTags: ['Alert'],
    }),
    deleteAlert: build.mutation<void, string>({
      query: (id) => ({ url: ALERT_PATHS.alert(id), method: 'DELETE', auth: 'access' }),
      invalidatesTags: ['Alert', 'AlertFiring'],
    }),
    /** What a rule would have done over the last year of stored history, before it is saved. */
    previewAlert: build.mutation<AlertPreview, AlertInput>({
      query: (body) => ({ url: ALERT_PATHS.preview, method: 'POST', body, auth: 'access' }),
      transformResponse: dataOf<AlertPreview>,
    }),
    /** The firings of one alert, or of every alert of the member, newest first, a page at a time. */
    getAlertFirings: build.query<AlertFiringPage, FiringsArgs>({
      query: ({ alertId, page = 1 }) => ({
        url: alertId ? ALERT_PATHS.alertFirings(alertId) : ALERT_PATHS.firings,
        params: { page },
        auth: 'access',
      }),
      transformResponse: dataOf<AlertFiringPage>,
      providesTags: ['AlertFiring'],
    }),
  }),
});

export const {
  useGetAlertsQuery,
  useCreateAlertMutation,
  useUpdateAlertMutation,
  useDeleteAlertMutation,
  usePreviewAlertMutation,
  useGetAlertFiringsQuery,
} = alertsApi;
export { alertsApi };
