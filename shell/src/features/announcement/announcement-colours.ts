/**
 * The announcement stores colours as class-like names (`bg-yellow-600`, `text-white`, SPEC §3). The shell
 * has no utility-class CSS, so known names map to their palette values; plain CSS colours pass through.
 * See docs/decisions/030-announcement-colours.md.
 */
const PALETTE: Record<string, Record<number, string>> = {
  gray: { 50: '#f9fafb', 100: '#f3f4f6', 200: '#e5e7eb', 300: '#d1d5db', 400: '#9ca3af', 500: '#6b7280', 600: '#4b5563', 700: '#374151', 800: '#1f2937', 900: '#111827' },
  red: { 50: '#fef2f2', 100: '#fee2e2', 200: '#fecaca', 300: '#fca5a5', 400: '#f87171', 500: '#ef4444', 600: '#dc2626', 700: '#b91c1c', 800: '#991b1b', 900: '#7f1d1d' },
  yellow: { 50: '#fefce8', 100: '#fef9c3', 200: '#fef08a', 300: '#fde047', 400: '#facc15', 500: '#eab308', 600: '#ca8a04', 700: '#a16207', 800: '#854d0e', 900: '#713f12' },
  green: { 50: '#f0fdf4', 100: '#dcfce7', 200: '#bbf7d0', 300: '#86efac', 400: '#4ade80', 500: '#22c55e', 600: '#16a34a', 700: '#15803d', 800: '#166534', 900: '#14532d' },
  blue: { 50: '#eff6ff', 100: '#dbeafe', 200: '#bfdbfe', 300: '#93c5fd', 400: '#60a5fa', 500: '#3b82f6', 600: '#2563eb', 700: '#1d4ed8', 800: '#1e40af', 900: '#1e3a8a' },
  indigo: { 50: '#eef2ff', 100: '#e0e7ff', 200: '#c7d2fe', 300: '#a5b4fc', 400: '#818cf8', 500: '#6366f1', 600: '#4f46e5', 700: '#4338ca', 800: '#3730a3', 900: '#312e81' },
  purple: { 50: '#faf5ff', 100: '#f3e8ff', 200: '#e9d5ff', 300: '#d8b4fe', 400: '#c084fc', 500: '#a855f7', 600: '#9333ea', 700: '#7e22ce', 800: '#6b21a8', 900: '#581c87' },
  pink: { 50: '#fdf2f8', 100: '#fce7f3', 200: '#fbcfe8', 300: '#f9a8d4', 400: '#f472b6', 500: '#ec4899', 600: '#db2777', 700: '#be185d', 800: '#9d174d', 900: '#831843' },
};
PALETTE.grey = PALETTE.gray;

const PLAIN: Record<string, string> = { white: '#ffffff', black: '#000000', transparent: 'transparent' };

const CLASS_NAME = /^(?:(?:bg|text)-)?([a-z]+)(?:-(\d{2,3}))?$/;
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(?:rgba?|hsla?)\(\s*[\d.%\s,/+-]+\)$/i;
const NAMED = /^[a-z]{3,20}$/i;

/** A CSS colour for a class-like name or a CSS colour, or null when the value is neither. */
export function resolveColour(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.trim();
  if (raw === '') return null;
  if (HEX.test(raw) || FUNCTIONAL.test(raw)) return raw;
  const match = CLASS_NAME.exec(raw.toLowerCase());
  if (match) {
    const [, hue, shade] = match;
    if (shade === undefined && PLAIN[hue]) return PLAIN[hue];
    if (shade !== undefined) return PALETTE[hue]?.[Number(shade)] ?? null;
  }
  // Plain CSS colour keywords (tomato, navy…); a prefixed name we do not know is not one.
  return NAMED.test(raw) ? raw.toLowerCase() : null;
}
