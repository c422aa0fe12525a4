import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { failureMessage } from '@sentiscope/shared/contract';

/** Which token a call carries: none, the session token, or the device-conflict temporary token. */
export type AuthMode = 'none' | 'access' | 'temporary';

export type RequestArgs = FetchArgs & { auth?: AuthMode };

/** Every failure the slice reports: the spec's message, the HTTP status, and the server's data if any. */
export type ApiError = {
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  data?: unknown;
};

type StateWithSession = {
  config: { apiBaseUrl: string; apiVersion: string };
  session: { token: string | null; temporaryToken: { token: string; expiresAt: number } | null };
};

const rawBaseQuery = fetchBaseQuery({ baseUrl: '' });

export function normalizeError(error: { status: unknown; data?: unknown; originalStatus?: number }): ApiError {
  // A body that is not JSON (a proxy's HTML error page) still has the real HTTP status.
  const status = (typeof error.originalStatus === 'number' ? error.originalStatus : error.status) as ApiError['status'];
  const body = error.data as { data?: unknown } | undefined;
  return {
    status,
    message: failureMessage(error.data),
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
  if (result.error) return { error: normalizeError(result.error) };
  return { data: result.data, meta: result.meta };
};

/** The message of any error an RTK Query hook or unwrap() throws, or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message !== '') return message;
  }
  return fallback;
}
