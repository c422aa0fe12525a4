declare global {
  interface Window {
    /** Public IP lookup URL set by the host page; '' turns the lookup off. */
    __SENTISCOPE_IP_LOOKUP_URL__?: string;
  }
}

export const DEFAULT_IP_LOOKUP_URL = 'https://api.ipify.org?format=json';
export const IP_LOOKUP_TIMEOUT_MS = 2000;
export const UNKNOWN_IP = 'unknown';

export function ipLookupUrl(): string {
  const configured = typeof window === 'undefined' ? undefined : window.__SENTISCOPE_IP_LOOKUP_URL__;
  return typeof configured === 'string' ? configured.trim() : DEFAULT_IP_LOOKUP_URL;
}

/** The browser's public IP from a JSON `{ ip }` service; 'unknown' when it is off, slow, down or answers nonsense. */
export async function lookupPublicIp(url: string = ipLookupUrl(), timeoutMs: number = IP_LOOKUP_TIMEOUT_MS): Promise<string> {
  if (!url) return UNKNOWN_IP;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A timer promise as well as the abort: a lookup must never hold the login longer than the timeout.
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(UNKNOWN_IP);
    }, timeoutMs);
  });
  const lookup = (async () => {
    try {
      const response = await fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } });
      if (!response.ok) return UNKNOWN_IP;
      const body = (await response.json()) as { ip?: unknown };
      return typeof body.ip === 'string' && body.ip.trim() !== '' ? body.ip.trim() : UNKNOWN_IP;
    } catch {
      return UNKNOWN_IP;
    }
  })();
  try {
    return await Promise.race([lookup, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
