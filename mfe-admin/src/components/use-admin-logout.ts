import { useCallback, useState } from 'react';
import { errorMessage, useLogoutMutation } from '@sentiscope/shared/api';
import { MESSAGES, ROUTES } from '@sentiscope/shared/contract';
import { useNavigate } from '@sentiscope/shared/router';
import { loggedOut, useAppDispatch } from '@sentiscope/shared/store';
import { notify } from '@sentiscope/shared/ui';

/** The sidebar's Logout: ends the session on the server, leaves the admin area, clears this browser's storage. */
export function useAdminLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [requestLogout] = useLogoutMutation();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await requestLogout({ fromAllDevices: false }).unwrap();
      // Leave the guarded admin page first, or its guard would send us to login.
      await navigate(ROUTES.home, { flushSync: true });
      dispatch(loggedOut());
      window.localStorage.clear();
    } catch (error) {
      notify.error(MESSAGES.logoutFailed(errorMessage(error, MESSAGES.generic)));
      setLoggingOut(false);
    }
  }, [dispatch, navigate, requestLogout]);

  return { logout, loggingOut };
}
