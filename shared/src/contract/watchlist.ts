// The watchlist, "since your last visit" kept on the server, notifications, delivery settings and the digest.
import type { SignalDirection } from './analysis';
import type { AlertChannel, AlertCrossing, AlertKind } from './alerts';

/** The most assets a watchlist holds (every asset of the largest plan fits). */
export const WATCHLIST_MAX_ASSETS = 50;

/** What the member saw of one asset the last time they looked (the dashboard's "since your last visit"). */
export type WatchVisit = {
  /** Epoch milliseconds the server recorded the visit. */
  at: number;
  mood: number | null;
  signal: SignalDirection;
  price: number;
};

/**
 * GET /v1/watchlist (`data`) and the answer of every watchlist change. `assets` in the member's order, only
 * those their plan opens (an asset that left the plan is kept in `lockedAssets`, not shown, and comes back
 * with an upgrade). `visits` holds the last visit per asset; `localCopyTaken` tells the dashboard it may drop
 * the browser's old copy (sentiscope.lastVisit) once it sent it to POST /v1/watchlist/visits/takeover.
 */
export type Watchlist = {
  assets: string[];
  lockedAssets: string[];
  visits: Record<string, WatchVisit>;
  localCopyTaken: boolean;
};

/** Body of PUT /v1/watchlist: the whole list, in order. */
export type WatchlistInput = { assets: string[] };

/**
 * Body of POST /v1/watchlist/visits: what the member sees now of one asset. The answer (`data`) is the visit
 * before this one (null on a first visit) and the one just recorded, so the dashboard compares them.
 */
export type VisitInput = { assetId: string; mood: number | null; signal: SignalDirection; price: number };
export type VisitRecorded = { previous: WatchVisit | null; current: WatchVisit };

/**
 * Body of POST /v1/watchlist/visits/takeover: the browser's old local copy, sent once. Visits the server already
 * has newer stay; the answer is the Watchlist with localCopyTaken true. A second takeover changes nothing.
 */
export type VisitTakeover = { visits: Record<string, WatchVisit> };

/** One in-app notification (the bell): a firing delivered to 'in-app'. */
export type AlertNotification = {
  id: string;
  alertId: string | null;
  assetId: string;
  kind: AlertKind;
  /** 'Bitcoin price rises above $70,000'. */
  title: string;
  /** The firing's sentence with the numbers. */
  message: string;
  crossing: AlertCrossing;
  date: string;
  /** The instant it crossed (AlertFiring's `at`), or null for a closed day. */
  at: string | null;
  dashboardPath: string;
  createdAt: string;
  read: boolean;
};

/** GET /v1/notifications?page=&unread=1 (`data`); the bell polls GET /v1/notifications/unread-count. */
export type NotificationPage = { notifications: AlertNotification[]; unread: number; total: number; page: number; pageSize: number };
export type UnreadCount = { unread: number };
/** Body of POST /v1/notifications/read: ids to mark read, or `all: true`. */
export type MarkReadInput = { ids?: string[]; all?: boolean };

export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/**
 * GET /v1/alerts/settings (`data`), changed with PUT /v1/alerts/settings { digest?, webhookUrl? }.
 * The webhook secret is never sent back: only its last four characters; POST /v1/alerts/settings/webhook-secret
 * makes a new one and answers it once (`data.secret`).
 */
export type AlertSettings = {
  digest: DigestFrequency;
  webhookUrl: string | null;
  /** The body each webhook post carries: SentiScope's signed JSON, or a Slack or Discord incoming-webhook message. */
  webhookFormat: WebhookFormat;
  /** 'whsec_…a1b2', or null before a secret was made. */
  webhookSecretHint: string | null;
  /** The plan's channels (webhook only on plans that include it). */
  channels: AlertChannel[];
};
export type AlertSettingsInput = { digest?: DigestFrequency; webhookUrl?: string | null; webhookFormat?: WebhookFormat };

/** Chosen by the member, never guessed from the address: `json` (WebhookPayload), `slack` (text and blocks), `discord` (content and embeds). */
export const WEBHOOK_FORMATS = ['json', 'slack', 'discord'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];
export const WEBHOOK_FORMAT_LABELS: Record<WebhookFormat, string> = { json: 'Signed JSON', slack: 'Slack', discord: 'Discord' };
export type WebhookSecret = { secret: string; hint: string };
/** POST /v1/alerts/settings/webhook-test: one signed test delivery now. */
export type WebhookTestResult = { delivered: boolean; status: number | null; error: string | null };

/**
 * A webhook delivery's body (JSON, POST). Headers: `X-SentiScope-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256
 * of "<t>.<raw body>" with the member's secret>`, `X-SentiScope-Delivery: <firing id>` (the same on retries).
 */
export type WebhookPayload = {
  type: 'alert.fired' | 'webhook.test';
  id: string;
  firing: {
    alertId: string;
    assetId: string;
    kind: AlertKind;
    date: string;
    /** The instant it crossed (AlertFiring's `at`), or null for a closed day. */
    at: string | null;
    rule: string;
    message: string;
    crossing: AlertCrossing;
    dashboardUrl: string;
  } | null;
  sentAt: string;
};
export const WEBHOOK_SIGNATURE_HEADER = 'x-sentiscope-signature';
export const WEBHOOK_DELIVERY_HEADER = 'x-sentiscope-delivery';

/** POST /v1/admin/jobs/digest/run { frequency } (`data`): how many digests were sent. */
export type DigestRun = { frequency: Exclude<DigestFrequency, 'off'>; sent: number; skipped: number };
