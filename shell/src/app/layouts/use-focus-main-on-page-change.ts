import { useEffect, useRef } from 'react';
import { useLocation } from '@sentiscope/shared/router';
import { MAIN_CONTENT_ID } from '@sentiscope/shared/ui';

/**
 * After a change of page, a focus that fell to <body> (the pressed link or button went with the old page) moves to the
 * main region, so a keyboard or screen-reader user goes on from the new page's content rather than from nowhere.
 * A page that focuses a field of its own keeps it; the first page of a visit is left alone.
 */
export function useFocusMainOnPageChange() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
