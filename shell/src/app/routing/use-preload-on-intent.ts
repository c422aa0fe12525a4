import { useEffect, useRef } from 'react';
import { selectIsLoggedIn, useAppSelector } from '@sentiscope/shared/store';
import { preloadPage } from '../federation/remote-loader';
import { routeFor } from './route-table';

/**
 * Loads a page's remote module as soon as the visitor shows the intent to open it: a pointer over a link to it,
 * the keyboard's focus on one, or a finger pressing it. The click then shows the page at once, without the
 * loading state. One listener for the whole document covers the links of every remote's pages too. A page a
 * visit cannot open (a member page while signed out) is not loaded: its link leads to log in.
 */
export function usePreloadOnIntent() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const loggedInRef = useRef(loggedIn);
  loggedInRef.current = loggedIn;
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const route = routeFor(link.pathname);
      if (!route || (route.access !== 'public' && !loggedInRef.current)) return;
      void preloadPage(`${route.remote}/${route.expose}`);
    };
    const events = ['pointerover', 'focusin', 'pointerdown'] as const;
    for (const type of events) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, onIntent);
    };
  }, []);
}
