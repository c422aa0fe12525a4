import type { ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetUserQuery } from '@sentiscope/shared/api';
import { selectUserId, useAppSelector } from '@sentiscope/shared/store';
import { Loader } from '@sentiscope/shared/ui';
import { NotAllowedPage } from './not-allowed-page';

/** Waits for the user, then shows `children` to a super admin and the 'Not allowed' page to anyone else. */
export function SuperAdminOnly({ children }: { children: ReactNode }) {
  const userId = useAppSelector(selectUserId);
  const { data: user, isError } = useGetUserQuery(userId ?? skipToken);
  // A failed load ends the session (SessionManager) and ProtectedRoute then redirects to login.
  if (!user || isError) return <Loader label="Checking your access…" />;
  return user.isSuperAdmin ? children : <NotAllowedPage />;
}
