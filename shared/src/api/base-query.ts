import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { failureMessage, serverFailureMessage } from '@sentiscope/shared/contract';
import { loggedOut } from '../store/session-slice';

/** Which token a call carries: none, the session token, or the device-conflict temporary token. */
export type AuthMode = 'none' | 'access' | 'temporary';

export type RequestArgs = FetchArgs & { auth?: AuthMode };

/**
 * Every failure the slice reports: the HTTP status, the server's own message when it sent one, a display message
 * (the server's, else the generic 'Something went wrong'), and the server's data if any.
 */
export type ApiError = {
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  serverMessage?: string;
  data?: unknown;
};

type StateWithSession = {
  config: { apiBaseUrl: string; apiVersion: string };
  session: { token: string | null; temporaryToken: { token: string; expiresAt: number } | null; ending: boolean };
};

const rawBaseQuery = fetchBaseQuery({ baseUrl: '' });

export function normalizeError(error: { status: unknown; data?: unknown; originalStatus?: number }): ApiError {
  // A body that is not JSON (a proxy's HTML error page) still has the real HTTP status.
  const status = (typeof error.originalStatus === 'number' ? error.originalStatus : error.status) as ApiError['status'];
  const body = error.data as { data?: unknown } | undefined;
  const serverMessage = serverFailureMessage(error.data);
  return {
    status,
    message: failureMessage(error.data),
    ...(serverMessage !== undefined ? { serverMessage } : {}),
    ...(body && typeof body === 'object' && 'data' in body ? { data: body.data } : {}),
  };
}

export const baseQuery: BaseQueryFn<string | RequestArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const state = api.getState() as StateWithSession;
  const request: RequestArgs = typeof args === 'string' ? { url: args } : args;
  const { auth = 'none', ...fetchArgs } = request;
  const headers = new Headers(fetchArgs.headers as HeadersInit | undefined);
  const token =
    auth === 'access' ? state.session.token : auth === 'temporary' ? state.session.temporaryToken?.token : null;
  if (token) headers.set('authorization', `Bearer ${token}`);
  const url = `${state.config.apiBaseUrl}/${state.config.apiVersion}${fetchArgs.url}`;
  const result = await rawBaseQuery({ ...fetchArgs, url, headers }, api, extraOptions ?? {});
  if (result.error) {
    const error = normalizeError(result.error);
    // The server no longer accepts this session (expired, signed out on another device or by an admin): log out now,
    // unless a logout is already ending it (it goes home and may invite a rating; a 401 here must not pre-empt it).
    const ending = (api.getState() as StateWithSession).session.ending;
    if (auth === 'access' && token && error.status === 401 && !ending) api.dispatch(loggedOut());
    return { error };
  }
  return { data: result.data, meta: result.meta };
};

const isApiError = (error: object): error is ApiError => 'status' in error && 'message' in error;

/**
 * What a page shows for a failed call: the server's message, else the page's own fallback (e.g. 'Login failed').
 * An API failure without a server message (network down, HTML error page) gets the page's fallback rather than the
 * generic text, so each page keeps its own wording; a thrown Error shows its message.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && isApiError(error)) return error.serverMessage ?? fallback;
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message !== '') return message;
  }
  return fallback;
}
