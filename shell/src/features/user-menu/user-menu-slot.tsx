import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetUserQuery } from '@sentiscope/shared/api';
import { selectUserId, useAppSelector } from '@sentiscope/shared/store';

// The member's menu is its own chunk: a visitor never downloads it, a member fetches it beside their own details.
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));

/**
 * The header's place for the member's menu: empty for a visitor and until the member's details arrive (as the
 * menu itself was), then the menu. Its chunk is requested as soon as there is a session, so it is there when the
 * details are.
 */
export function UserMenuSlot(props: ComponentProps<typeof UserMenu>) {
  const userId = useAppSelector(selectUserId);
  const { data: user } = useGetUserQuery(userId ?? skipToken);
  useEffect(() => {
    if (userId) void loadUserMenu();
  }, [userId]);
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <UserMenu {...props} />
    </Suspense>
  );
}
