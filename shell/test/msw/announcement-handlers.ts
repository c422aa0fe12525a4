import { http, HttpResponse } from 'msw';
import type { ServerAnnouncement } from '@sentiscope/shared/contract';
import { API, envelope } from './api';

/** GET /announcement: the admin's saved announcement, or null when none was ever saved. */
export const announcementHandler = (announcement: ServerAnnouncement | null = null) =>
  http.get(`${API}/announcement`, () => HttpResponse.json(envelope(announcement)));
