import { Outlet } from '@sentiscope/shared/router';
import { SessionManager } from '@/features/session/session-manager';
import { ScrollToTop } from './scroll-to-top';
import { usePreloadOnIntent } from './use-preload-on-intent';

export function RootLayout() {
  usePreloadOnIntent();
  return (
    <>
      <ScrollToTop />
      <SessionManager />
      <Outlet />
    </>
  );
}
