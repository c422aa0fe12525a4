import {
  ANNOUNCEMENT_STORAGE_KEY,
  defaultAnnouncementInput,
  type AnnouncementInput,
  type ServerAnnouncement,
} from '@sentiscope/shared/contract';

/** datetime-local text (the admin's own time zone) for an ISO instant, and back. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

export function fromLocalInput(text: string): string | null {
  if (text.trim() === '') return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? 'invalid' : at.toISOString();
}

function localCopy(): Partial<AnnouncementInput> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(ANNOUNCEMENT_STORAGE_KEY) ?? 'null');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Partial<AnnouncementInput>) : {};
  } catch {
    return {};
  }
}

/** What the editor starts from: the server's announcement, else this browser's local copy, else the default offer. */
export function initialAnnouncement(server: ServerAnnouncement | null): AnnouncementInput {
  const base = defaultAnnouncementInput();
  const source: Partial<AnnouncementInput> = server ?? localCopy();
  const text = (key: 'message' | 'backgroundColor' | 'textColor' | 'icon' | 'className') =>
    typeof source[key] === 'string' ? (source[key] as string) : base[key];
  return {
    message: text('message'),
    showAnnouncement: typeof source.showAnnouncement === 'boolean' ? source.showAnnouncement : base.showAnnouncement,
    backgroundColor: text('backgroundColor'),
    textColor: text('textColor'),
    icon: text('icon'),
    className: text('className'),
    startsAt: typeof source.startsAt === 'string' ? source.startsAt : null,
    endsAt: typeof source.endsAt === 'string' ? source.endsAt : null,
  };
}

/** The local copy the banner falls back to (kept under `admin_announcement`). */
export function saveLocalCopy(announcement: AnnouncementInput): void {
  window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, JSON.stringify(announcement));
}
