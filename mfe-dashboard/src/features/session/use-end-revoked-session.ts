import { useEffect } from 'react';
import { useNavigate } from '@sentiscope/shared/router';
import { loggedOut, useAppDispatch } from '@sentiscope/shared/store';

/**
 * Ends this browser's session when the API refuses its token (401): the session was logged out from another
 * device or has expired, so the page sends the user to log in again instead of showing failures.
 */
export function useEndRevokedSession(error: unknown): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const revoked = Boolean(error && typeof error === 'object' && (error as { status?: unknown }).status === 401);
  useEffect(() => {
    if (!revoked) return;
    dispatch(loggedOut());
    navigate('/login', { replace: true });
  }, [revoked, dispatch, navigate]);
}
