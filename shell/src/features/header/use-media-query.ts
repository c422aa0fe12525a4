import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@sentiscope/shared/contract';

/** Mobile is under 546 px and tablet under 768 px: the slide-in menu covers both (docs/decisions/080-design-system.md). */
export const BELOW_TABLET_QUERY = `(max-width: ${BREAKPOINTS.tablet - 0.02}px)`;

export function useMediaQuery(query: string): boolean {
  const list = useMemo(() => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  const matches = () => list?.matches ?? false;
  // The build's prerender draws each page at a phone's and a desktop's width (scripts/prerender.ts): there too the
  // query answers for the width drawn.
  return useSyncExternalStore(subscribe, matches, matches);
}
