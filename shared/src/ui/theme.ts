/// <reference path="./styled.d.ts" />
import { BREAKPOINTS } from '@sentiscope/shared/contract';
import { darkColors, lightColors } from './palette';

const radii = { xs: '4px', sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

const spacing = { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' } as const;

const fonts = {
  body: "'Inter Variable', Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
  heading: "'Inter Variable', Inter, 'Segoe UI', system-ui, -apple-system, sans-serif",
  mono: "'JetBrains Mono', 'SFMono-Regular', Consolas, 'Liberation Mono', monospace",
} as const;

// A 1.2 modular scale from 12 px; headings reach 40 px on the hero.
const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.5rem',
  xxl: '2rem',
  display: '2.5rem',
} as const;

const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

const lineHeights = { tight: 1.2, snug: 1.35, normal: 1.5 } as const;

const zIndices = { base: 0, header: 100, dropdown: 200, overlay: 1000, modal: 1010, loadingScreen: 1100, toast: 1200 } as const;

const durations = { fast: '120ms', normal: '200ms', slow: '320ms' } as const;

// Max-widths end just below the next breakpoint (545.98px) so fractional zoom widths never match two ranges.
const below = (px: number) => `@media (max-width: ${px - 0.02}px)`;

export const media = {
  mobile: below(BREAKPOINTS.mobile),
  tablet: below(BREAKPOINTS.tablet),
  laptop: below(BREAKPOINTS.laptop),
  /** From tablet width up to (not including) laptop width. */
  tabletToLaptop: `@media (min-width: ${BREAKPOINTS.tablet}px) and (max-width: ${BREAKPOINTS.laptop - 0.02}px)`,
  desktop: `@media (min-width: ${BREAKPOINTS.laptop}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

const darkShadows = {
  card: '0 1px 2px rgba(0, 0, 0, 0.4), 0 8px 24px rgba(0, 0, 0, 0.28)',
  raised: '0 12px 40px rgba(0, 0, 0, 0.5)',
  glow: '0 0 0 1px rgba(124, 58, 237, 0.5), 0 6px 24px rgba(162, 28, 175, 0.35)',
  focusRing: '0 0 0 3px rgba(129, 140, 248, 0.35)',
} as const;

const lightShadows = {
  card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 16px rgba(15, 23, 42, 0.06)',
  raised: '0 12px 40px rgba(15, 23, 42, 0.16)',
  glow: '0 0 0 1px rgba(124, 58, 237, 0.35), 0 6px 20px rgba(124, 58, 237, 0.2)',
  focusRing: '0 0 0 3px rgba(79, 70, 229, 0.25)',
} as const;

const shared = {
  radii,
  spacing,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  zIndices,
  durations,
  breakpoints: BREAKPOINTS,
  media,
} as const;

export type ColorScheme = 'light' | 'dark';

const baseDark = { name: 'dark' as ColorScheme, colors: darkColors, shadows: darkShadows, ...shared };

// Literal values widened to string/number so an app or test can supply its own palette.
type Widen<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K] extends number ? number : Widen<T[K]>;
};

export type Theme = Widen<Omit<typeof baseDark, 'name'>> & { readonly name: ColorScheme };
export const darkTheme: Theme = baseDark;
export const lightTheme: Theme = { name: 'light', colors: lightColors, shadows: lightShadows, ...shared };
export const themes: Record<ColorScheme, Theme> = { light: lightTheme, dark: darkTheme };
// The default for code that renders without a provider choice (tests, standalone tools).
export const theme: Theme = darkTheme;
export type ThemeColor = keyof Theme['colors'];
