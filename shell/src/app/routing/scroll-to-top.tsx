import { useEffect } from 'react';
import { useLocation } from '@sentiscope/shared/router';

/** The page scrolls to the top on every route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
