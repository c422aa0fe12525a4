import { useCallback, useState } from 'react';
import { errorMessage, useLogoutMutation } from '@sentiscope/shared/api';
import { MESSAGES } from '@sentiscope/shared/contract';
import { useEndSession } from '@sentiscope/shared/store';
import { notify } from '@sentiscope/shared/ui';

/** The sidebar's Logout: ends the session on the server, leaves the admin area, clears this browser's storage. */
export function useAdminLogout() {
  const endSession = useEndSession();
  const [requestLogout] = useLogoutMutation();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await requestLogout({ fromAllDevices: false }).unwrap();
      endSession();
    } catch (error) {
      notify.error(MESSAGES.logoutFailed(errorMessage(error, MESSAGES.generic)));
      setLoggingOut(false);
    }
  }, [endSession, requestLogout]);

  return { logout, loggingOut };
}
