import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetUserQuery } from '@sentiscope/shared/api';
import { loggedOut, selectTokenExp, selectUserId, useAppDispatch, useAppSelector } from '@sentiscope/shared/store';

// setTimeout fires at once for delays above 2^31-1 ms (about 24.8 days); longer waits are re-armed.
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The session lifecycle, mounted once: loads the user while a token is held, logs out when that load
 * fails, and logs out at the token's `exp` instead of waiting for the next request to be refused.
 */
export function SessionManager() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserId);
  const exp = useAppSelector(selectTokenExp);
  const { isError } = useGetUserQuery(userId ?? skipToken);

  useEffect(() => {
    if (userId && isError) dispatch(loggedOut());
  }, [dispatch, userId, isError]);

  useEffect(() => {
    if (exp === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      const remaining = exp * 1000 - Date.now();
      if (remaining <= 0) {
        dispatch(loggedOut());
        return;
      }
      timer = setTimeout(arm, Math.min(remaining, MAX_TIMER_MS));
    };
    arm();
    return () => clearTimeout(timer);
  }, [dispatch, exp]);

  return null;
}
