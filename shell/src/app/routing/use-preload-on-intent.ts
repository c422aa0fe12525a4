import { useContext, useEffect, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetUserQuery } from '@sentiscope/shared/api';
import { selectIsLoggedIn, selectUserId, useAppSelector } from '@sentiscope/shared/store';
import { preloadPage, RemoteLoaderContext } from '../federation/remote-loader';
import { mayOpen, type SessionAccess } from './page-access';
import { routeFor } from './route-table';

/**
 * Loads a page's remote module as soon as the visitor shows the intent to open it: a pointer over a link to it,
 * the keyboard's focus on one, or a finger pressing it. The click then shows the page at once, without the
 * loading state. One listener for the whole document covers the links of every remote's pages too. A page the
 * visit cannot open is not loaded (page-access.ts): a member page while signed out (its link leads to log in), an
 * admin page for anyone but a super admin (it says "Not allowed").
 */
export function usePreloadOnIntent() {
  const loader = useContext(RemoteLoaderContext);
  const signedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  // The session manager holds the same query: this reads its cached answer, it sends no request of its own.
  const { currentData: user } = useGetUserQuery(userId ?? skipToken);
  const session = useRef<SessionAccess>({ signedIn, superAdmin: false });
  session.current = { signedIn, superAdmin: signedIn && user?.isSuperAdmin === true };
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const route = routeFor(link.pathname);
      if (!route || !mayOpen(route, session.current)) return;
      void preloadPage(`${route.remote}/${route.expose}`, loader);
    };
    const events = ['pointerover', 'focusin', 'pointerdown'] as const;
    for (const type of events) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, onIntent);
    };
  }, [loader]);
}
