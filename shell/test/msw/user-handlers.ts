import { http, HttpResponse } from 'msw';
import type { LogoutPayload, LogoutResult, User } from '@sentiscope/shared/contract';
import { API, envelope, failure } from './api';

export type Recorded = { method: string; path: string; authorization: string | null; body: unknown };

/** GET /user/:id answers with `user` for its own id and 404 otherwise; every call is recorded. */
export function userHandlers(user: User, calls: Recorded[] = []) {
  return [
    http.get(`${API}/user/:userId`, ({ request, params }) => {
      calls.push({ method: 'GET', path: `/user/${String(params.userId)}`, authorization: request.headers.get('authorization'), body: null });
      if (params.userId !== user._id) return HttpResponse.json(failure('User not found'), { status: 404 });
      return HttpResponse.json(envelope(user));
    }),
  ];
}

export function failingUserHandler(status = 401, message = 'Your session has expired. Please log in again.') {
  return http.get(`${API}/user/:userId`, () => HttpResponse.json(failure(message), { status }));
}

export function logoutHandler(result: LogoutResult, calls: Recorded[] = []) {
  return http.post(`${API}/user/logout`, async ({ request }) => {
    const body = (await request.json()) as LogoutPayload;
    calls.push({ method: 'POST', path: '/user/logout', authorization: request.headers.get('authorization'), body });
    return HttpResponse.json(envelope(result, 'Logged out from device successfully'));
  });
}

export function failingLogoutHandler(status = 500, message = 'Database unavailable') {
  return http.post(`${API}/user/logout`, () => HttpResponse.json(failure(message), { status }));
}
