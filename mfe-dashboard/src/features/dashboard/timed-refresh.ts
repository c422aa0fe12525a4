import { useEffect } from 'react';
import { setupListeners } from '@reduxjs/toolkit/query';
import { DASHBOARD_REFRESH_INTERVAL_MS } from '@sentiscope/shared/contract';
import { useAppDispatch } from '@sentiscope/shared/store';

/** Query options for what the dashboard keeps fresh on its own: polled, but not while its tab is hidden. */
export const TIMED_REFRESH = { pollingInterval: DASHBOARD_REFRESH_INTERVAL_MS, skipPollingIfUnfocused: true } as const;

/**
 * Tells the API cache whether the tab is visible, which `skipPollingIfUnfocused` reads. Only the dashboard
 * polls, so it listens while the dashboard is open rather than for the whole site.
 */
export function useTabVisibility() {
  const dispatch = useAppDispatch();
  useEffect(() => setupListeners(dispatch), [dispatch]);
}
