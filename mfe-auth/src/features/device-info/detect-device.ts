/** The device names a login reports: iPhone, Android, Windows, Mac, else Unknown Device (docs/decisions/040-device-info.md). */
export type DeviceName = 'iPhone' | 'Android' | 'Windows' | 'Mac' | 'Unknown Device';
/** The browser names a login reports (Brave, Edge, Chrome, Safari, Firefox, Opera, else Unknown Browser), sent in the device's userAgent field. */
export type BrowserName = 'Brave' | 'Edge' | 'Chrome' | 'Safari' | 'Firefox' | 'Opera' | 'Unknown Browser';

// iPhone first: its agent also says "like Mac OS X". Android agents also say "Linux", which is no listed name.
export function deviceNameOf(userAgent: string): DeviceName {
  if (/iPhone/i.test(userAgent)) return 'iPhone';
  if (/Android/i.test(userAgent)) return 'Android';
  if (/Windows/i.test(userAgent)) return 'Windows';
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'Mac';
  return 'Unknown Device';
}

/**
 * Brave sends Chrome's agent unchanged and is only known by `navigator.brave`; Edge and Opera announce
 * Chrome and Safari too, and Chrome announces Safari, so the order matters. Firefox and Chrome on iOS
 * (FxiOS, CriOS) carry "Safari", so they are read before Safari.
 */
export function browserNameOf(userAgent: string, isBrave = false): BrowserName {
  if (isBrave) return 'Brave';
  if (/Edg(A|iOS)?\//.test(userAgent)) return 'Edge';
  if (/OPR\/|Opera/.test(userAgent)) return 'Opera';
  if (/Chrome\/|CriOS\//.test(userAgent)) return 'Chrome';
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'Firefox';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return 'Unknown Browser';
}
