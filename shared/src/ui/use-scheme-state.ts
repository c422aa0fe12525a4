import { useCallback, useEffect, useMemo, useState } from 'react';
import { readStoredScheme, storeScheme, systemScheme, type ColorSchemeState } from './color-scheme';
import type { ColorScheme } from './theme';

// The visitor's stored choice wins; otherwise follow the system setting, live.
export function useSchemeState(): ColorSchemeState {
  const [stored, setStored] = useState<ColorScheme | null>(() => readStoredScheme());
  const [system, setSystem] = useState<ColorScheme>(() => systemScheme());

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => setSystem(systemScheme());
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  }, []);

  const scheme = stored ?? system;

  useEffect(() => {
    document.documentElement.dataset.theme = scheme;
    document.documentElement.style.colorScheme = scheme;
  }, [scheme]);

  const setScheme = useCallback((next: ColorScheme) => {
    storeScheme(next);
    setStored(next);
  }, []);
  const toggle = useCallback(() => setScheme(scheme === 'dark' ? 'light' : 'dark'), [scheme, setScheme]);

  return useMemo(() => ({ scheme, chosen: stored !== null, setScheme, toggle }), [scheme, stored, setScheme, toggle]);
}
