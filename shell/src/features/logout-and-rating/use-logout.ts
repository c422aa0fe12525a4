import { useCallback, useState } from 'react';
import { errorMessage, useLogoutRequest } from '@sentiscope/shared/api';
import { MESSAGES } from '@sentiscope/shared/contract';
import { logoutFailed, logoutStarted, useAppDispatch, useEndSession } from '@sentiscope/shared/store';
import { notify } from '@sentiscope/shared/ui';
import { setRatingInvite, useRatingInvite } from './rating-invite';
import { ratingTokenOf } from './rating-token';

/** Logout: loader, POST /user/logout, reset the session, stock and user data, clear storage, go home. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const endSession = useEndSession();
  const [requestLogout] = useLogoutRequest();
  const [loggingOut, setLoggingOut] = useState(false);
  const ratingInvite = useRatingInvite();

  const logout = useCallback(async () => {
    setLoggingOut(true);
    dispatch(logoutStarted());
    try {
      const result = await requestLogout();
      endSession();
      if (result.canGetRating) setRatingInvite({ token: ratingTokenOf(result) });
    } catch (error) {
      dispatch(logoutFailed());
      notify.error(MESSAGES.logoutFailed(errorMessage(error, MESSAGES.generic)));
    } finally {
      setLoggingOut(false);
    }
  }, [dispatch, endSession, requestLogout]);

  const closeRating = useCallback(() => setRatingInvite(null), []);

  return { logout, loggingOut, ratingInvite, closeRating };
}
