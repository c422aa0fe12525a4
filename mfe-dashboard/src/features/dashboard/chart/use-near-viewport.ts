import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport (pixels, or a percentage of the viewport's height),
 * and from then on. A browser without IntersectionObserver gets true at once.
 */
export function useNearViewport(element: RefObject<Element | null>, margin: number | `${number}%` = 120): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: `${typeof margin === 'number' ? `${margin}px` : margin} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return near;
}
