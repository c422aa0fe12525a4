// Browser push: what the notification settings send to turn push on in a browser, what the API answers, what a
// push message carries to the service worker, and the words both sides show (docs/alerts.md, Browser push).

/** The browser's own subscription, as `PushSubscription.toJSON()` gives it. */
export type PushSubscriptionInput = { endpoint: string; keys: { p256dh: string; auth: string } };

/** One browser with push turned on, as the settings list it: never the endpoint itself, only its host. */
export type PushSubscriptionView = { id: string; host: string; createdAt: string; lastSentAt: string | null };

export type PushSubscriptionList = { subscriptions: PushSubscriptionView[]; max: number };

/** The application server key the browser subscribes with (base64url, an uncompressed P-256 point). */
export type PushPublicKey = { publicKey: string };

/** What one push carries; the service worker shows `title` and `body` and opens `url` on click. */
export type PushMessage = { title: string; body: string; url: string; tag: string };

/** Browsers one member may hold push subscriptions in at once; a new one past it replaces the one unused longest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/** The service worker the shell serves at the site's root (its scope is the whole site). */
export const PUSH_WORKER_PATH = '/push-worker.js';

/** base64url lengths of the subscription's keys: a 65-byte P-256 point and a 16-byte secret, unpadded. */
export const PUSH_KEY_LENGTHS = { p256dh: 87, auth: 22 } as const;

export const PUSH_MESSAGES = {
  publicKey: 'Push key',
  listed: 'Browsers with push',
  subscribed: 'Push notifications are on in this browser',
  unsubscribed: 'Push notifications are off in this browser',
  removed: 'Push notifications removed from that browser',
  notFound: 'That browser has no push subscription',
  endpointInvalid: 'The push endpoint must be an https:// address of a push service.',
  endpointPrivate: 'The push endpoint points to a private, loopback or link-local network address.',
  keysInvalid: 'The push subscription keys are not valid (p256dh must be a P-256 public key, auth 16 bytes, both base64url).',
  browsers: (count: number) => (count === 1 ? 'On in 1 browser' : `On in ${count} browsers`),
  notReached: (count: number) => (count === 1 ? 'The push service of 1 browser did not take it.' : `The push services of ${count} browsers did not take it.`),
  noBrowser: 'No browser has push turned on.',
  // The settings panel.
  unsupported: 'This browser cannot show push notifications.',
  denied: 'Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.',
  turnOn: 'Turn on push in this browser',
  turnOff: 'Turn off push in this browser',
  onHere: 'Push notifications are on in this browser.',
  offHere: 'Push notifications are off in this browser.',
  testTitle: 'SentiScope test notification',
  testBody: 'Push notifications reach this browser.',
} as const;
