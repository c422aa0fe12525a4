import { browserNameOf, deviceNameOf } from '@/features/device-info/detect-device';

const AGENTS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Safari/537.36 Edg/128.0.2739.42',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/127.0.0.0 Safari/537.36 OPR/113.0.0.0',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:130.0) Gecko/20100101 Firefox/130.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:130.0) Gecko/20100101 Firefox/130.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/128.0.6613.98 Mobile/15E148 Safari/604.1',
  firefoxIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/130.0 Mobile/15E148 Safari/605.1.15',
  edgeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/128.2739.60 Mobile/15E148 Safari/605.1.15',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.6613.127 Mobile Safari/537.36',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Mobile Safari/537.36 EdgA/128.0.2739.58',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:130.0) Gecko/130.0 Firefox/130.0',
  operaLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/127.0.0.0 Safari/537.36 OPR/113.0.0.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0',
  curl: 'curl/8.9.1',
  empty: '',
};

describe('deviceNameOf', () => {
  it.each([
    ['an iPhone (whose agent also says Mac OS X)', AGENTS.safariIphone, 'iPhone'],
    ['Chrome on an iPhone', AGENTS.chromeIphone, 'iPhone'],
    ['an Android phone (whose agent also says Linux)', AGENTS.chromeAndroid, 'Android'],
    ['Firefox on Android', AGENTS.firefoxAndroid, 'Android'],
    ['Windows', AGENTS.chromeWindows, 'Windows'],
    ['a Mac', AGENTS.safariMac, 'Mac'],
    ['desktop Linux', AGENTS.firefoxLinux, 'Unknown Device'],
    ['a command-line client', AGENTS.curl, 'Unknown Device'],
    ['an empty agent', AGENTS.empty, 'Unknown Device'],
  ])('names %s', (_what, agent, expected) => {
    expect(deviceNameOf(agent)).toBe(expected);
  });
});

describe('browserNameOf', () => {
  it.each([
    ['Chrome on Windows', AGENTS.chromeWindows, 'Chrome'],
    ['Chrome on Android', AGENTS.chromeAndroid, 'Chrome'],
    ['Chrome on iOS (CriOS)', AGENTS.chromeIphone, 'Chrome'],
    ['Edge on Windows (Edg/ beside Chrome)', AGENTS.edgeWindows, 'Edge'],
    ['Edge on Android (EdgA/)', AGENTS.edgeAndroid, 'Edge'],
    ['Edge on iOS (EdgiOS/)', AGENTS.edgeIphone, 'Edge'],
    ['Opera on Windows (OPR/ beside Chrome)', AGENTS.operaWindows, 'Opera'],
    ['Opera on Linux', AGENTS.operaLinux, 'Opera'],
    ['Safari on a Mac', AGENTS.safariMac, 'Safari'],
    ['Safari on an iPhone', AGENTS.safariIphone, 'Safari'],
    ['Firefox on Windows', AGENTS.firefoxWindows, 'Firefox'],
    ['Firefox on a Mac', AGENTS.firefoxMac, 'Firefox'],
    ['Firefox on iOS (FxiOS beside Safari)', AGENTS.firefoxIphone, 'Firefox'],
    ['Firefox on Android', AGENTS.firefoxAndroid, 'Firefox'],
    ['a command-line client', AGENTS.curl, 'Unknown Browser'],
    ['an empty agent', AGENTS.empty, 'Unknown Browser'],
  ])('names %s', (_what, agent, expected) => {
    expect(browserNameOf(agent)).toBe(expected);
  });

  it('names Brave from navigator.brave although its agent is exactly Chrome’s', () => {
    expect(browserNameOf(AGENTS.chromeWindows, true)).toBe('Brave');
    expect(browserNameOf(AGENTS.chromeAndroid, true)).toBe('Brave');
  });
});
