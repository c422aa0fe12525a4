import { match, type MediaValues } from 'css-mediaquery';

/**
 * The few browser globals the site's components read while they render (the colour scheme, media queries, the
 * stored session, the address), answered for the copy being drawn: a width, a scheme, a path and what storage
 * holds. Nothing here is a DOM: `document` stays undefined, so React, styled-components and react-redux all take
 * their server paths, and effects (which would need a DOM) never run on the server anyway.
 */
export type Drawing = { width: number; height: number; scheme: 'light' | 'dark'; path: string; storage: Record<string, string> };

let drawing: Drawing = { width: 1280, height: 800, scheme: 'light', path: '/', storage: {} };

class MemoryStorage {
  constructor(private readonly items: () => Record<string, string>) {}
  get length() {
    return Object.keys(this.items()).length;
  }
  key(index: number) {
    return Object.keys(this.items())[index] ?? null;
  }
  getItem(key: string) {
    return Object.prototype.hasOwnProperty.call(this.items(), key) ? this.items()[key] : null;
  }
  setItem(key: string, value: string) {
    this.items()[key] = String(value);
  }
  removeItem(key: string) {
    delete this.items()[key];
  }
  clear() {
    for (const key of Object.keys(this.items())) delete this.items()[key];
  }
}

const noop = () => undefined;

function matchMedia(query: string) {
  // The library reads the media type and any feature by name; its typings list only some of them.
  const values: Record<string, string> = {
    type: 'screen',
    width: `${drawing.width}px`,
    height: `${drawing.height}px`,
    orientation: drawing.width > drawing.height ? 'landscape' : 'portrait',
    'prefers-color-scheme': drawing.scheme,
    'prefers-reduced-motion': 'no-preference',
    hover: drawing.width >= 768 ? 'hover' : 'none',
    pointer: drawing.width >= 768 ? 'fine' : 'coarse',
  };
  const matches = match(query, values as Partial<MediaValues>);
  return { matches, media: query, onchange: null, addEventListener: noop, removeEventListener: noop, addListener: noop, removeListener: noop, dispatchEvent: () => false };
}

const locationOf = () => {
  const url = new URL(drawing.path, 'http://localhost');
  return { href: url.href, origin: url.origin, protocol: url.protocol, host: url.host, hostname: url.hostname, port: url.port, pathname: url.pathname, search: url.search, hash: url.hash };
};

const session = new MemoryStorage(() => ({}));
const browserWindow = {
  matchMedia,
  localStorage: new MemoryStorage(() => drawing.storage),
  sessionStorage: session,
  get location() {
    return locationOf();
  },
  get innerWidth() {
    return drawing.width;
  },
  get innerHeight() {
    return drawing.height;
  },
  navigator: { userAgent: 'SentiScope prerender', language: 'en-US', languages: ['en-US'], onLine: true },
  addEventListener: noop,
  removeEventListener: noop,
  setTimeout,
  clearTimeout,
};

Object.assign(globalThis, { window: browserWindow, localStorage: browserWindow.localStorage, sessionStorage: session, matchMedia });

/** The copy drawn next: its width, scheme, path and stored values (a member frame's session token). */
export function drawAs(next: Drawing) {
  drawing = { ...next, storage: { ...next.storage } };
}
