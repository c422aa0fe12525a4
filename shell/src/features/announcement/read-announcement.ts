import { DEFAULT_ANNOUNCEMENT, type Announcement } from '@sentiscope/shared/contract';

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

// Extra class names end up on an element: keep only tokens a class attribute can hold safely.
const classNames = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(/\s+/)
        .filter((token) => /^[A-Za-z_-][\w-]*$/.test(token))
        .join(' ')
    : '';

/** The announcement saved under `admin_announcement`, with the default announcement for anything missing or unreadable. */
export function readAnnouncement(raw: string | null): Announcement {
  if (raw === null) return { ...DEFAULT_ANNOUNCEMENT };
  let stored: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { ...DEFAULT_ANNOUNCEMENT };
    stored = parsed as Record<string, unknown>;
  } catch {
    return { ...DEFAULT_ANNOUNCEMENT };
  }
  return {
    message: text(stored.message, DEFAULT_ANNOUNCEMENT.message),
    showAnnouncement:
      typeof stored.showAnnouncement === 'boolean' ? stored.showAnnouncement : DEFAULT_ANNOUNCEMENT.showAnnouncement,
    backgroundColor: text(stored.backgroundColor, DEFAULT_ANNOUNCEMENT.backgroundColor),
    textColor: text(stored.textColor, DEFAULT_ANNOUNCEMENT.textColor),
    icon: text(stored.icon, DEFAULT_ANNOUNCEMENT.icon),
    className: classNames(stored.className),
  };
}
