import type {
  AdminStats,
  AdminUserDetail,
  AdminUserPage,
  AnnouncementInput,
  ApiEnvelope,
  AuditArea,
  AuditEntry,
  DataHealth,
  IngestRun,
  ServerAnnouncement,
} from '@sentiscope/shared/contract';
import { api } from './api-slice';

const dataOf = <T,>(response: ApiEnvelope<T>) => response.data as T;

/** The admin console's calls (super admins only) and the public announcement every banner reads. */
const adminApi = api.enhanceEndpoints({ addTagTypes: ['AdminStats', 'AdminUsers', 'Activity', 'Announcement', 'DataHealth'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, void>({
      query: () => ({ url: '/admin/stats', auth: 'access' }),
      transformResponse: dataOf<AdminStats>,
      providesTags: ['AdminStats'],
    }),
    getAdminUsers: build.query<AdminUserPage, { q: string; page: number }>({
      query: ({ q, page }) => ({ url: '/admin/users', params: { ...(q.trim() ? { q: q.trim() } : {}), page: String(page) }, auth: 'access' }),
      transformResponse: dataOf<AdminUserPage>,
      providesTags: ['AdminUsers'],
    }),
    getAdminUser: build.query<AdminUserDetail, string>({
      query: (id) => ({ url: `/admin/users/${encodeURIComponent(id)}`, auth: 'access' }),
      transformResponse: dataOf<AdminUserDetail>,
      providesTags: ['AdminUsers'],
    }),
    revokeUserSessions: build.mutation<{ revoked: number }, string>({
      query: (id) => ({ url: `/admin/users/${encodeURIComponent(id)}/revoke-sessions`, method: 'POST', auth: 'access' }),
      transformResponse: dataOf<{ revoked: number }>,
      invalidatesTags: ['AdminUsers', 'Activity'],
    }),
    resendVerification: build.mutation<{ email: string }, string>({
      query: (id) => ({ url: `/admin/users/${encodeURIComponent(id)}/resend-verification`, method: 'POST', auth: 'access' }),
      transformResponse: dataOf<{ email: string }>,
      invalidatesTags: ['Activity'],
    }),
    getActivity: build.query<AuditEntry[], { area?: AuditArea; before?: string }>({
      query: ({ area, before }) => ({
        url: '/admin/activity',
        params: { ...(area ? { area } : {}), ...(before ? { before } : {}) },
        auth: 'access',
      }),
      transformResponse: (response: ApiEnvelope<AuditEntry[]>) => response.data ?? [],
      providesTags: ['Activity'],
    }),
    /** One entry per data source: last success, last error, newest item, items stored; and whether prices are stale. */
    getDataHealth: build.query<DataHealth, void>({
      query: () => ({ url: '/admin/data-health', auth: 'access' }),
      transformResponse: dataOf<DataHealth>,
      providesTags: ['DataHealth'],
    }),
    /** Runs one full ingestion now and answers when it is done; the stored prices, headlines and history change. */
    runIngestion: build.mutation<IngestRun, void>({
      query: () => ({ url: '/admin/jobs/ingest/run', method: 'POST', auth: 'access' }),
      transformResponse: dataOf<IngestRun>,
      invalidatesTags: ['DataHealth', 'Stock', 'Activity'],
    }),
    getAnnouncement: build.query<ServerAnnouncement | null, void>({
      query: () => ({ url: '/announcement' }),
      transformResponse: (response: ApiEnvelope<ServerAnnouncement | null>) => response.data ?? null,
      providesTags: ['Announcement'],
    }),
    saveAnnouncement: build.mutation<ServerAnnouncement, AnnouncementInput>({
      query: (body) => ({ url: '/admin/announcement', method: 'PUT', body, auth: 'access' }),
      transformResponse: dataOf<ServerAnnouncement>,
      invalidatesTags: ['Announcement', 'Activity'],
    }),
  }),
});

export const {
  useGetAdminStatsQuery,
  useGetAdminUsersQuery,
  useGetAdminUserQuery,
  useRevokeUserSessionsMutation,
  useResendVerificationMutation,
  useGetActivityQuery,
  useGetDataHealthQuery,
  useRunIngestionMutation,
  useGetAnnouncementQuery,
  useSaveAnnouncementMutation,
} = adminApi;
export { adminApi };
