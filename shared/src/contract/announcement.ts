import { DEFAULT_ANNOUNCEMENT } from './constants';
import type { Announcement } from './entities';

/**
 * Announcement colours are stored as class-like names (`bg-yellow-700`, `text-white`); SentiScope has no
 * utility-class CSS, so the names map to these palette values and plain CSS colours pass through.
 * See docs/decisions/030-announcement-colours.md and 070-announcement-on-the-server.md.
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
const KEYWORD = /^[a-z]{3,20}$/i;

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
  return KEYWORD.test(raw) ? raw.toLowerCase() : null;
}

/** One option of an editor's select: what it shows and what it saves. */
export type Choice = { label: string; value: string };

/**
 * Icons the banner draws as SVG (named, so every browser shows the same mark; no emoji as icons). Any other
 * non-empty value an admin saved is shown as it was typed.
 */
export const ANNOUNCEMENT_ICONS: readonly Choice[] = [
  { label: 'None', value: '' },
  { label: 'Gift', value: 'gift' },
  { label: 'Megaphone', value: 'megaphone' },
  { label: 'Sparkles', value: 'sparkles' },
  { label: 'Information', value: 'info' },
  { label: 'Warning', value: 'warning' },
];

/** Background choices of the announcement editor: each passes WCAG AA (4.5:1) with white text. */
export const ANNOUNCEMENT_BACKGROUNDS: readonly Choice[] = [
  { label: 'Amber', value: 'bg-yellow-700' },
  { label: 'Red', value: 'bg-red-700' },
  { label: 'Green', value: 'bg-green-700' },
  { label: 'Blue', value: 'bg-blue-700' },
  { label: 'Indigo', value: 'bg-indigo-700' },
  { label: 'Purple', value: 'bg-purple-700' },
  { label: 'Pink', value: 'bg-pink-700' },
  { label: 'Slate', value: 'bg-gray-800' },
  { label: 'Black', value: 'bg-black' },
  { label: 'Pale yellow', value: 'bg-yellow-100' },
  { label: 'Pale blue', value: 'bg-blue-100' },
  { label: 'White', value: 'bg-white' },
];

/** Text choices: white and near-white for the dark backgrounds, black and near-black for the pale ones. */
export const ANNOUNCEMENT_TEXT_COLOURS: readonly Choice[] = [
  { label: 'White', value: 'text-white' },
  { label: 'Cream', value: 'text-yellow-50' },
  { label: 'Black', value: 'text-black' },
  { label: 'Charcoal', value: 'text-gray-900' },
  { label: 'Navy', value: 'text-blue-900' },
];

/** The contrast level WCAG 2 AA asks of normal-size text. */
export const WCAG_AA_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex) ?? /^#([0-9a-f]{3})$/i.exec(hex);
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two colours (names or hex), or null when either is not a plain opaque colour. */
export function contrastRatio(first: string, second: string): number | null {
  const a = channels(resolveColour(first) ?? '');
  const b = channels(resolveColour(second) ?? '');
  if (!a || !b) return null;
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
}

/** The announcement every visitor sees, as the server keeps it: the banner fields plus an optional window. */
export type ServerAnnouncement = Announcement & {
  /** ISO instants; the banner shows only inside the window (either end may be open). */
  startsAt: string | null;
  endsAt: string | null;
  updatedAt: string;
};

export type AnnouncementInput = Omit<ServerAnnouncement, 'updatedAt'>;

export const ANNOUNCEMENT_LIMITS = { message: 300, icon: 16, className: 100 } as const;

export const ANNOUNCEMENT_MESSAGES = {
  messageRequired: 'Message is required to show the announcement',
  messageTooLong: `Message must be at most ${ANNOUNCEMENT_LIMITS.message} characters`,
  iconTooLong: `Icon must be at most ${ANNOUNCEMENT_LIMITS.icon} characters`,
  badColour: 'Choose a colour from the list',
  badClassName: 'Class names may use letters, digits, - and _ only',
  badTime: 'Enter a valid date and time',
  endBeforeStart: 'End time must be after the start time',
  savedLocally: 'Announcement saved locally!',
  saved: 'Announcement saved',
} as const;

const CLASS_TOKENS = /^(?:[A-Za-z_-][\w-]*)(?:\s+[A-Za-z_-][\w-]*)*$/;
const validTime = (value: string | null) => value === null || Number.isFinite(Date.parse(value));

/** What is wrong with an announcement, field by field (empty when it can be saved); client and server share it. */
export function announcementErrors(input: AnnouncementInput): Partial<Record<keyof AnnouncementInput, string>> {
  const errors: Partial<Record<keyof AnnouncementInput, string>> = {};
  const message = input.message.trim();
  if (input.showAnnouncement && message === '') errors.message = ANNOUNCEMENT_MESSAGES.messageRequired;
  else if (message.length > ANNOUNCEMENT_LIMITS.message) errors.message = ANNOUNCEMENT_MESSAGES.messageTooLong;
  if ([...input.icon].length > ANNOUNCEMENT_LIMITS.icon) errors.icon = ANNOUNCEMENT_MESSAGES.iconTooLong;
  if (!resolveColour(input.backgroundColor)) errors.backgroundColor = ANNOUNCEMENT_MESSAGES.badColour;
  if (!resolveColour(input.textColor)) errors.textColor = ANNOUNCEMENT_MESSAGES.badColour;
  const className = input.className.trim();
  if (className !== '' && (className.length > ANNOUNCEMENT_LIMITS.className || !CLASS_TOKENS.test(className))) {
    errors.className = ANNOUNCEMENT_MESSAGES.badClassName;
  }
  if (!validTime(input.startsAt)) errors.startsAt = ANNOUNCEMENT_MESSAGES.badTime;
  if (!validTime(input.endsAt)) errors.endsAt = ANNOUNCEMENT_MESSAGES.badTime;
  else if (input.startsAt && input.endsAt && validTime(input.startsAt) && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
    errors.endsAt = ANNOUNCEMENT_MESSAGES.endBeforeStart;
  }
  return errors;
}

/** Whether the banner shows at `now`: the show flag, a message, and inside the optional window. */
export function isAnnouncementLive(announcement: Pick<ServerAnnouncement, 'showAnnouncement' | 'message' | 'startsAt' | 'endsAt'>, now: number): boolean {
  if (!announcement.showAnnouncement || announcement.message.trim() === '') return false;
  if (announcement.startsAt && Date.parse(announcement.startsAt) > now) return false;
  return !(announcement.endsAt && Date.parse(announcement.endsAt) <= now);
}

export const defaultAnnouncementInput = (): AnnouncementInput => ({ ...DEFAULT_ANNOUNCEMENT, startsAt: null, endsAt: null });
