import {
  ALERT_PATHS,
  type MarkReadInput,
  type NotificationPage,
  type UnreadCount,
} from '@sentiscope/shared/contract';
import { alertsSlice, dataOf } from './slice';

export type NotificationsArgs = { page?: number; unread?: boolean };

/** The bell: the unread count it polls, the notifications of its panel, and marking them read. */
const notificationsApi = alertsSlice.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<UnreadCount, void>({
      query: () => ({ url: ALERT_PATHS.unreadCount, auth: 'access' }),
      transformResponse: dataOf<UnreadCount>,
      providesTags: ['Notification'],
    }),
    getNotifications: build.query<NotificationPage, NotificationsArgs>({
      query: ({ page = 1, unread = false }) => ({
        url: ALERT_PATHS.notifications,
        params: unread ? { page, unread: 1 } : { page },
        auth: 'access',
      }),
      transformResponse: dataOf<NotificationPage>,
      providesTags: ['Notification'],
    }),
    markNotificationsRead: build.mutation<void, MarkReadInput>({
      query: (body) => ({ url: ALERT_PATHS.markRead, method: 'POST', body, auth: 'access' }),
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const { useGetUnreadCountQuery, useGetNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi;
export { notificationsApi };
