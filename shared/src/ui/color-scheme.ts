import { createContext, useContext } from 'react';
import { COLOR_SCHEME_STORAGE_KEY } from '@sentiscope/shared/contract';
import type { ColorScheme } from './theme';

export type ColorSchemeState = {
  scheme: ColorScheme;
  /** True once the visitor picked a scheme; until then the system preference decides. */
  chosen: boolean;
  setScheme: (scheme: ColorScheme) => void;
  toggle: () => void;
};

export const ColorSchemeContext = createContext<ColorSchemeState>({
  scheme: 'dark',
  chosen: false,
  setScheme: () => {},
  toggle: () => {},
});

export const useColorScheme = () => useContext(ColorSchemeContext);

export function readStoredScheme(): ColorScheme | null {
  try {
    const value = window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

export function storeScheme(scheme: ColorScheme) {
  try {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, scheme);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export function systemScheme(): ColorScheme {
  if (typeof window.matchMedia !== 'function') return 'dark';
  return window.matchMedia('(prefers-color-scheme: light)').matches &&
    !window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'light'
    : 'dark';
}
