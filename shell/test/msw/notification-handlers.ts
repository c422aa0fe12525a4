import { http, HttpResponse } from 'msw';
import type { AlertNotification, MarkReadInput } from '@sentiscope/shared/contract';
import { API, envelope } from './api';

/** The member's notifications as the API keeps them; marking read changes them, as the server does. */
export type NotificationState = { notifications: AlertNotification[]; marked: MarkReadInput[] };

const unreadOf = (state: NotificationState) => state.notifications.filter((n) => !n.read).length;

/** The bell's routes over `state`: the unread count, the newest page, and mark-as-read (some ids, or all). */
export function notificationHandlers(state: NotificationState = { notifications: [], marked: [] }) {
  return [
    http.get(`${API}/notifications/unread-count`, () => HttpResponse.json(envelope({ unread: unreadOf(state) }))),
    http.get(`${API}/notifications`, () =>
      HttpResponse.json(envelope({ notifications: state.notifications, unread: unreadOf(state), total: state.notifications.length, page: 1, pageSize: 30 })),
    ),
    http.post(`${API}/notifications/read`, async ({ request }) => {
      const body = (await request.json()) as MarkReadInput;
      state.marked.push(body);
      state.notifications = state.notifications.map((n) => (body.all || body.ids?.includes(n.id) ? { ...n, read: true } : n));
      return HttpResponse.json(envelope(null, 'Marked as read'));
    }),
  ];
}
