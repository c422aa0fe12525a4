import type { ApiEnvelope } from '@sentiscope/shared/contract';
import { api } from '@sentiscope/shared/api';

/**
 * The one API slice with the alert screens' cache tags. Each endpoint file injects into it, and each screen
 * imports only the file it calls (`@sentiscope/shared/alerts/<file>`), so the bell carries the notifications alone
 * and the dashboard the watchlist. Not a shared singleton: kept out of the site's first load
 * (docs/decisions/116-alert-screens-outside-the-first-load.md).
 */
export const alertsSlice = api.enhanceEndpoints({ addTagTypes: ['Alert', 'AlertFiring', 'Watchlist', 'Notification', 'AlertSettings', 'AlertChannels'] });

/** An answer's `data`, as the envelope carries it (docs/api.md). */
export const dataOf = <T,>(response: ApiEnvelope<T>): T => response.data as T;
