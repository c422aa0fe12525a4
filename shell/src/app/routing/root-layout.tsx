import { Outlet } from '@sentiscope/shared/router';
import { SessionManager } from '@/features/session/session-manager';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <SessionManager />
      <Outlet />
    </>
  );
}
