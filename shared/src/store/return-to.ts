/**
 * Where to go after signing in, kept in this tab's session storage so it survives the way through
 * sign-up and the e-mail code (which end on the login page) as well as a direct login.
 */
const RETURN_TO_KEY = 'sentiscope.returnTo';
/** A return path older than this is a stale detour, not the page the user is coming back to. */
export const RETURN_TO_LIFETIME_MS = 30 * 60 * 1000;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

/** Only a path on this site: never another origin ('//evil.example', 'https://…'). */
export const isSameSitePath = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export function rememberReturnTo(path: string, now: number = Date.now()): void {
  if (!isSameSitePath(path)) return;
  storage()?.setItem(RETURN_TO_KEY, JSON.stringify({ path, at: now }));
}

/** The remembered path, once: reading it forgets it. */
export function takeReturnTo(now: number = Date.now()): string | null {
  const store = storage();
  const raw = store?.getItem(RETURN_TO_KEY);
  if (!store || !raw) return null;
  store.removeItem(RETURN_TO_KEY);
  try {
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (!isSameSitePath(path) || typeof at !== 'number' || now - at > RETURN_TO_LIFETIME_MS || now < at) return null;
    return path;
  } catch {
    return null;
  }
}
