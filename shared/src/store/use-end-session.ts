import { useCallback } from 'react';
import { ROUTES } from '@sentiscope/shared/contract';
import { useNavigate } from '@sentiscope/shared/router';
import { useAppDispatch } from './hooks';
import { loggedOut } from './session-slice';

/**
 * Ends a session the user asked to end (Logout, the admin console's Logout, a deleted account) once the server has
 * ended it: the visitor goes home (or to `to`, such as the login page to sign in again), the session and this
 * browser's storage are cleared. A guarded page's guard sends home too, not to log in (`signedOutTo`).
 */
export function useEndSession(to: string = ROUTES.home): () => void {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  return useCallback(() => {
    void navigate(to);
    dispatch(loggedOut({ to }));
    window.localStorage.clear();
  }, [navigate, dispatch, to]);
}
