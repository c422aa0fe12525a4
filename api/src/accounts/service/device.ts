import { isIP } from 'node:net';
import type { DeviceInfo } from '@sentiscope/shared/contract';

export const DEVICE_NAMES = ['iPhone', 'Android', 'Windows', 'Mac', 'Unknown Device'] as const;
export const BROWSER_NAMES = ['Brave', 'Edge', 'Chrome', 'Safari', 'Firefox', 'Opera', 'Unknown Browser'] as const;

/** The device names the product shows (iPhone, Android, Windows, Mac, Unknown Device), read from a User-Agent header. iPhone first: its agent says "like Mac OS X". */
export function deviceNameOf(userAgent: string): string {
  if (/iPhone/i.test(userAgent)) return 'iPhone';
  if (/Android/i.test(userAgent)) return 'Android';
  if (/Windows/i.test(userAgent)) return 'Windows';
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'Mac';
  return 'Unknown Device';
}

/** The browser names the product shows (Brave, Edge, Chrome, Safari, Firefox, Opera, Unknown Browser). Brave, Edge and Opera announce Chrome too, so they are checked first. */
export function browserNameOf(userAgent: string): string {
  if (/Brave/i.test(userAgent)) return 'Brave';
  if (/Edg(e|A|iOS)?\//.test(userAgent)) return 'Edge';
  if (/OPR\/|Opera/.test(userAgent)) return 'Opera';
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'Firefox';
  if (/Chrome\/|CriOS\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return 'Unknown Browser';
}

const pick = <T extends string>(allowed: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : null;

/**
 * The device a login comes from. The client may send the names it detected (it alone can see Brave); anything
 * outside the product's lists is ignored and derived from the User-Agent header instead. The ip is always the
 * address the server saw (through trusted proxies only): what a client says about its ip is never stored.
 */
export function resolveDevice(claimed: Partial<DeviceInfo> | undefined, headerUserAgent: string | undefined, requestIp: string): DeviceInfo {
  const agent = headerUserAgent ?? '';
  const derivedName = deviceNameOf(agent);
  const derivedBrowser = browserNameOf(agent);
  const name =
    derivedName !== 'Unknown Device' ? derivedName : (pick(DEVICE_NAMES, claimed?.name) ?? derivedName);
  const claimedBrowser = pick(BROWSER_NAMES, claimed?.userAgent);
  const userAgent =
    claimedBrowser && claimedBrowser !== 'Unknown Browser' ? claimedBrowser : derivedBrowser;
  return { name, userAgent, ip: isIP(requestIp) ? requestIp : 'unknown' };
}
