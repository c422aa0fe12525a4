import { useCallback } from 'react';
import { ROUTES } from '@sentiscope/shared/contract';
import { useNavigate } from '@sentiscope/shared/router';
import { useAppDispatch } from './hooks';
import { loggedOut } from './session-slice';

/**
 * Ends a session the user asked to end (Logout, the admin console's Logout, a deleted account) once the server has
 * ended it: the visitor goes home, the session and this browser's storage are cleared. A guarded page's guard
 * sends home too, not to log in (`signedOutTo`).
 */
export function useEndSession(): () => void {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  return useCallback(() => {
    void navigate(ROUTES.home);
    dispatch(loggedOut({ to: ROUTES.home }));
    window.localStorage.clear();
  }, [navigate, dispatch]);
}
