// GET /v1/stream/prices?ids=btc,eth: the live price as Server-Sent Events (docs/live-prices.md, "The stream"), and
// GET /v1/prices/live?ids=: the same state answered once. The pages and the API read these names and delays.

/** The stream's events: `status` first and when liveness changes, `price` per changed price, `heartbeat` every 15 s. */
export const LIVE_EVENTS = { status: 'status', price: 'price', heartbeat: 'heartbeat' } as const;

/** One asset's latest price: `at` the instant its tick was fetched (ISO 8601, UTC), `source` the provider. */
export type LivePrice = { id: string; price: number; at: string; source: string };

/**
 * Whether the price is live: a provider can tick here and the newest tick is at most three tick intervals old.
 * `at` is the newest tick's instant (null when none was ever stored).
 */
export type LiveStatus = { live: boolean; at: string | null; intervalSeconds: number };

/** GET /v1/prices/live: the status and each asked asset's latest price (those never ticked left out). */
export type LivePrices = LiveStatus & { prices: LivePrice[] };

/** How often the stream sends a heartbeat. */
export const LIVE_HEARTBEAT_MS = 15_000;
/** A page takes the stream as stale (the dot goes grey) after this long with no event or heartbeat. */
export const LIVE_STALE_MS = 45_000;
/** The most ids one stream or request may name. */
export const LIVE_MAX_IDS = 50;
/** A tick older than this many tick intervals is not live. */
export const LIVE_INTERVALS = 3;
