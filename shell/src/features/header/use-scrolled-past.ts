import { useEffect, useState } from 'react';

/** True while the page is scrolled further down than `px`. */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(() => window.scrollY > px);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return past;
}
