import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@sentiscope/shared/router';
import { ROUTES } from '@sentiscope/shared/contract';
import { selectIsLoggedIn, useAppSelector } from '@sentiscope/shared/store';

/** Without a token, go to login; the login page reads `state.from` and comes back here afterwards. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (!loggedIn) return <Navigate to={ROUTES.login} replace state={{ from: location }} />;
  return children;
}
