import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@sentiscope/shared/router';
import { ROUTES } from '@sentiscope/shared/contract';
import { selectIsLoggedIn, selectSignedOutTo, useAppSelector } from '@sentiscope/shared/store';

/**
 * Without a token, go to login; the login page reads `state.from` and comes back here afterwards. After a sign-out
 * the user asked for (Logout, a deleted account), go where it leads instead (home).
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const signedOutTo = useAppSelector(selectSignedOutTo);
  const location = useLocation();
  if (!loggedIn && signedOutTo) return <Navigate to={signedOutTo} replace />;
  if (!loggedIn) return <Navigate to={ROUTES.login} replace state={{ from: location }} />;
  return children;
}
