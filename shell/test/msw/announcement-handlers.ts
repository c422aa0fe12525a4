import { http, HttpResponse } from 'msw';
import type { ServerAnnouncement } from '@sentiscope/shared/contract';
import { API, envelope } from './api';

/** GET /announcement: the admin's saved announcement, or null when none was ever saved. */
export const announcementHandler = (announcement: ServerAnnouncement | null = null, answered: Promise<void> = Promise.resolve()) =>
  http.get(`${API}/announcement`, async () => {
    await answered;
    return HttpResponse.json(envelope(announcement));
  });
