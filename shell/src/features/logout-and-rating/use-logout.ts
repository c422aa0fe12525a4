import { useCallback, useState } from 'react';
import { useNavigate } from '@sentiscope/shared/router';
import { errorMessage, useLogoutRequest } from '@sentiscope/shared/api';
import { MESSAGES, ROUTES } from '@sentiscope/shared/contract';
import { loggedOut, logoutFailed, logoutStarted, useAppDispatch } from '@sentiscope/shared/store';
import { notify } from '@sentiscope/shared/ui';
import { setRatingInvite, useRatingInvite } from './rating-invite';
import { ratingTokenOf } from './rating-token';

/** Logout (SPEC §4): loader, POST /user/logout, reset the session, stock and user data, clear storage, go home. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [requestLogout] = useLogoutRequest();
  const [loggingOut, setLoggingOut] = useState(false);
  const ratingInvite = useRatingInvite();

  const logout = useCallback(async () => {
    setLoggingOut(true);
    dispatch(logoutStarted());
    try {
      const result = await requestLogout();
      // Home: a guarded page's guard sends there too, not to login, as the user ended the session.
      void navigate(ROUTES.home);
      dispatch(loggedOut({ to: ROUTES.home }));
      window.localStorage.clear();
      if (result.canGetRating) setRatingInvite({ token: ratingTokenOf(result) });
    } catch (error) {
      dispatch(logoutFailed());
      notify.error(MESSAGES.logoutFailed(errorMessage(error, MESSAGES.generic)));
    } finally {
      setLoggingOut(false);
    }
  }, [dispatch, navigate, requestLogout]);

  const closeRating = useCallback(() => setRatingInvite(null), []);

  return { logout, loggingOut, ratingInvite, closeRating };
}
