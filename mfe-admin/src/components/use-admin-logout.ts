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
      // Home: a guarded page's guard sends there too, not to login, as the user ended the session.
      void navigate(ROUTES.home);
      dispatch(loggedOut({ to: ROUTES.home }));
      window.localStorage.clear();
    } catch (error) {
      notify.error(MESSAGES.logoutFailed(errorMessage(error, MESSAGES.generic)));
      setLoggingOut(false);
    }
  }, [dispatch, navigate, requestLogout]);

  return { logout, loggingOut };
}
