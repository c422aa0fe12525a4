/// <reference path="./styled.d.ts" />
import { BREAKPOINTS } from '@sentiscope/shared/contract';

const colors = {
  background: '#0b1220',
  surface: '#121a2b',
  surfaceRaised: '#1a2438',
  border: '#2a3650',
  text: '#e6edf7',
  muted: '#9aa8bf',
  onAccent: '#ffffff',
  focus: '#93c5fd',
  overlay: 'rgba(4, 8, 18, 0.72)',

  primary: '#2563eb',
  primaryHover: '#1d4ed8',
  secondary: '#1e293b',
  secondaryHover: '#273449',
  danger: '#dc2626',
  dangerHover: '#b91c1c',
  dangerText: '#f87171',
  success: '#15803d',
  successHover: '#166534',
  successText: '#4ade80',
  info: '#0369a1',
  login: '#0e7490',
  loginHover: '#155e75',
  upgrade: '#7c3aed',
  upgradeAccent: '#a21caf',
  upgradeHover: '#6d28d9',
  sparkle: '#fde68a',
} as const;

const radii = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

const shadows = {
  card: '0 1px 2px rgba(0, 0, 0, 0.4), 0 8px 24px rgba(0, 0, 0, 0.28)',
  raised: '0 12px 40px rgba(0, 0, 0, 0.5)',
  glow: '0 0 0 1px rgba(124, 58, 237, 0.5), 0 6px 24px rgba(162, 28, 175, 0.35)',
} as const;

const spacing = { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' } as const;

const fonts = {
  body: "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
  heading: "'Space Grotesk', Inter, 'Segoe UI', system-ui, -apple-system, sans-serif",
  mono: "'JetBrains Mono', 'SFMono-Regular', Consolas, 'Liberation Mono', monospace",
} as const;

const fontSizes = { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2rem' } as const;

const zIndices = { base: 0, header: 100, dropdown: 200, overlay: 1000, modal: 1010, loadingScreen: 1100, toast: 1200 } as const;

const durations = { fast: '120ms', normal: '200ms', slow: '320ms' } as const;

// Max-widths end just below the next breakpoint (545.98px) so fractional zoom widths never match two ranges.
const below = (px: number) => `@media (max-width: ${px - 0.02}px)`;

export const media = {
  mobile: below(BREAKPOINTS.mobile),
  tablet: below(BREAKPOINTS.tablet),
  laptop: below(BREAKPOINTS.laptop),
  desktop: `@media (min-width: ${BREAKPOINTS.laptop}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

const baseTheme = {
  colors,
  radii,
  shadows,
  spacing,
  fonts,
  fontSizes,
  zIndices,
  durations,
  breakpoints: BREAKPOINTS,
  media,
} as const;

// Literal values widened to string/number so an app or test can supply its own palette.
type Widen<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K] extends number ? number : Widen<T[K]>;
};

export type Theme = Widen<typeof baseTheme>;
export const theme: Theme = baseTheme;
export type ThemeColor = keyof Theme['colors'];
