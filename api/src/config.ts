import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { loadMarketConfig, type MarketConfig } from './prices/service/config';
import { vapidKeysFrom, vapidSubjectFrom, type VapidKeys } from './alerts/service/push-config';
import { telegramFrom, type TelegramConfig } from './alerts/telegram/config';

export type { VapidKeys };

export type RateLimitRule = { limit: number; windowMs: number };

export type RateLimits = {
  /** Wrong passwords for one account from one client: backoff after three, then that client is blocked. */
  loginPerAccount: RateLimitRule;
  /** Wrong passwords for one account from all clients: past it, each further guess waits longer, silently. */
  loginPerAccountAllClients: RateLimitRule;
  loginPerIp: RateLimitRule;
  /** An admin's manual verification of one account. */
  otpPerAccount: RateLimitRule;
  /** Code requests and verifications naming one sign-up (only its own tab knows its id): 429 past it. */
  otpPerSignup: RateLimitRule;
  otpPerIp: RateLimitRule;
  /** Codes mailed again to one address (a sign-up's first code always goes out): silent past it. */
  codeResendsPerAddress: RateLimitRule;
  /** Reset requests for one account from one client: 429 past it, for that client only. */
  resetPerClient: RateLimitRule;
  resetPerIp: RateLimitRule;
  /**
   * Reset mails to one account: silent past it. Its window is no longer than a reset link lives, so while it
   * holds, the newest link already in the owner's mailbox still works.
   */
  resetMailsPerAccount: RateLimitRule;
  /** Sign-ups from one address: each costs a password hash, so they are limited like logins. */
  signupPerIp: RateLimitRule;
  /** 'Someone tried to sign up with your address' notices to one existing account. */
  signupNoticePerAccount: RateLimitRule;
  /** Feedback posts by one user. */
  feedbackPerUser: RateLimitRule;
  /** Checkout sessions opened by one user. */
  checkoutPerUser: RateLimitRule;
  /** Password, e-mail and two-factor changes, exports and deletion by one signed-in user. */
  accountChangesPerUser: RateLimitRule;
  /** Test deliveries to one member's webhook (each opens a connection to an address the member chose). */
  webhookTestsPerUser: RateLimitRule;
  /** Alerts created or changed by one member. */
  alertChangesPerUser: RateLimitRule;
  /** Alert previews asked by one member (each replays a year of stored days). */
  alertPreviewsPerUser: RateLimitRule;
};

export type PasswordHashing = { memoryCost: number; timeCost: number; parallelism: number };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Absolute path of the SQLite file when databaseUrl is null. */
  sqliteFile: string;
  jwtSecret: string;
  /** The key API key secrets are hashed with (API_KEY_SECRET, else generated once into DATA_DIR/api-key-secret); unset: derived from jwtSecret. */
  apiKeySecret?: string;
  /** How often the requests counted for API keys are written (5 s); tests lengthen it to see the batching. */
  apiKeyUseFlushMs?: number;
  siteUrl: string;
  corsOrigins: string[];
  /** WEBHOOK_ALLOW_PRIVATE=on: alert webhooks may target private, loopback and link-local addresses (local testing only). */
  webhookAllowPrivate?: boolean;
  /** The hard deadline of one webhook attempt: 10 s, and never longer; tests shorten it. */
  webhookDeadlineMs?: number;
  /** First wait before a failed alert e-mail or webhook is tried again (WEBHOOK_RETRY_BASE_MS, 30 s); it doubles each time. */
  deliveryRetryBaseMs?: number;
  /** How often the alert delivery job looks for retries that are due (ALERT_DELIVERY_SWEEP_SECONDS, 60 s). */
  deliverySweepMs?: number;
  /** Price streams one member may hold open at once (STREAMS_PER_MEMBER, 5; docs/live-prices.md). */
  streamsPerMember?: number;
  smtpUrl: string | null;
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  adminEmail: string | null;
  adminPassword: string | null;
  /** Base32 authenticator secret of the seeded super admin (ADMIN_TOTP_SECRET), for automated sign-ins. */
  adminTotpSecret?: string | null;
  /** Base URL of this API as a browser reaches it; null means "derive from the request". */
  publicApiUrl: string | null;
  marketDataDir: string;
  /** Market data and analysis sources (MARKET_DATA_DIR, HEADLINES_FILE, MARKET_LIVE_SOURCE, NEWS_RSS_FEEDS, LLM_*); absent = demo data. */
  market?: MarketConfig;
  rateLimits: RateLimits;
  passwordHashing: PasswordHashing;
  bodyLimitBytes: number;
  /** Print the subject of each outbox message (off in tests). */
  logMail: boolean;
  /** Addresses or CIDR ranges of the load balancers whose X-Forwarded-For is believed; empty = the socket address. */
  trustedProxies?: string[];
  /** The built-in test checkout (no card charged): on only with LOCAL_CHECKOUT=on, whatever NODE_ENV says. */
  localCheckout?: boolean;
  /** API_WORKERS: processes serving the one port (node:cluster); 1 = this process serves it alone. */
  apiWorkers?: number;
  /** PG_POOL_SIZE: PostgreSQL connections per API process. */
  pgPoolSize?: number;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither); unset = a pair generated once into DATA_DIR/vapid-keys.json. */
  vapid?: VapidKeys | null;
  /** VAPID_SUBJECT (mailto: or https:); unset = a mailto: of the company's published e-mail. */
  vapidSubject?: string | null;
  /** PUSH_ALLOW_PRIVATE=on: push endpoints may be private or loopback addresses (local testing only). */
  pushAllowPrivate?: boolean;
  /** Extra certificate authorities (PEM) the push sender trusts besides the system's and NODE_EXTRA_CA_CERTS: tests only. */
  pushCa?: string;
  /** TELEGRAM_BOT_TOKEN (with TELEGRAM_API_BASE, TELEGRAM_WEBHOOK_SECRET, TELEGRAM_POLL_SECONDS); null = no Telegram channel. */
  telegram?: TelegramConfig | null;
};


const MINUTE = 60 * 1000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  loginPerAccountAllClients: { limit: 20, windowMs: 60 * MINUTE },
  loginPerIp: { limit: 100, windowMs: 15 * MINUTE },
  otpPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  otpPerSignup: { limit: 10, windowMs: 15 * MINUTE },
  otpPerIp: { limit: 60, windowMs: 15 * MINUTE },
  codeResendsPerAddress: { limit: 10, windowMs: 60 * MINUTE },
  resetPerClient: { limit: 3, windowMs: 15 * MINUTE },
  resetPerIp: { limit: 30, windowMs: 15 * MINUTE },
  resetMailsPerAccount: { limit: 10, windowMs: 30 * MINUTE },
  signupPerIp: { limit: 20, windowMs: 15 * MINUTE },
  signupNoticePerAccount: { limit: 1, windowMs: 60 * MINUTE },
  feedbackPerUser: { limit: 5, windowMs: 60 * MINUTE },
  checkoutPerUser: { limit: 10, windowMs: 60 * MINUTE },
  accountChangesPerUser: { limit: 30, windowMs: 15 * MINUTE },
  webhookTestsPerUser: { limit: 10, windowMs: 15 * MINUTE },
  alertChangesPerUser: { limit: 60, windowMs: 15 * MINUTE },
  alertPreviewsPerUser: { limit: 180, windowMs: 15 * MINUTE },
};

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const DEFAULT_PASSWORD_HASHING: PasswordHashing = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const siteOrigins = (): string[] => {
  const origins: string[] = [];
  for (let port = 3000; port <= 3004; port += 1) {
    origins.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
  }
  return origins;
};

const blankToNull = (value: string | undefined): string | null =>
  value === undefined || value.trim() === '' ? null : value.trim();

/** Reads the JWT secret from the data dir, creating it once (0600) so restarts keep sessions. */
export function persistentSecret(dataDir: string, fileName = 'jwt-secret'): string {
  const file = path.join(dataDir, fileName);
  mkdirSync(dataDir, { recursive: true });
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
      return secret;
    } catch {
      // Another process created it first: use theirs.
      return readFileSync(file, 'utf8').trim();
    }
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  const corsList = blankToNull(env.CORS_ORIGINS);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: blankToNull(env.DATABASE_URL),
    sqliteFile: path.join(dataDir, 'sentiscope.sqlite'),
    jwtSecret: blankToNull(env.JWT_SECRET) ?? persistentSecret(dataDir),
    apiKeySecret: blankToNull(env.API_KEY_SECRET) ?? persistentSecret(dataDir, 'api-key-secret'),
    siteUrl: (env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE?.trim().toLowerCase() === 'on',
    deliveryRetryBaseMs: Number(env.WEBHOOK_RETRY_BASE_MS) > 0 ? Number(env.WEBHOOK_RETRY_BASE_MS) : 30_000,
    deliverySweepMs: positiveInteger(env, 'ALERT_DELIVERY_SWEEP_SECONDS', 60) * 1000,
    streamsPerMember: positiveInteger(env, 'STREAMS_PER_MEMBER', 5),
    corsOrigins: corsList ? corsList.split(',').map((o) => o.trim()).filter(Boolean) : siteOrigins(),
    smtpUrl: blankToNull(env.SMTP_URL),
    stripeSecretKey: blankToNull(env.STRIPE_SECRET_KEY),
    stripeWebhookSecret: blankToNull(env.STRIPE_WEBHOOK_SECRET),
    adminEmail: blankToNull(env.ADMIN_EMAIL),
    adminPassword: blankToNull(env.ADMIN_PASSWORD),
    adminTotpSecret: blankToNull(env.ADMIN_TOTP_SECRET),
    publicApiUrl: (blankToNull(env.PUBLIC_API_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    marketDataDir: path.resolve(env.MARKET_DATA_DIR ?? path.join(dataDir, 'market')),
    market: loadMarketConfig(env),
    rateLimits: DEFAULT_RATE_LIMITS,
    passwordHashing: DEFAULT_PASSWORD_HASHING,
    bodyLimitBytes: 64 * 1024,
    logMail: true,
    trustedProxies: trustedProxiesFrom(env),
    localCheckout: localCheckoutEnabled(env),
    apiWorkers: apiWorkersFrom(env),
    pgPoolSize: positiveInteger(env, 'PG_POOL_SIZE', 10),
    vapid: vapidKeysFrom(env),
    vapidSubject: vapidSubjectFrom(env),
    pushAllowPrivate: env.PUSH_ALLOW_PRIVATE?.trim().toLowerCase() === 'on',
    telegram: telegramFrom(env),
  };
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = blankToNull(env[name]);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of 1 or more, got ${raw}`);
  return value;
}

/** API_WORKERS: a number, or `auto` for one per CPU core; unset = 1 (a single process). */
export function apiWorkersFrom(env: NodeJS.ProcessEnv): number {
  if (blankToNull(env.API_WORKERS)?.toLowerCase() === 'auto') return availableParallelism();
  return positiveInteger(env, 'API_WORKERS', 1);
}

/**
 * Without Stripe keys the API can take test payments, which give plans away; that must never be on by accident
 * (a deployment that forgets NODE_ENV and the keys), so only LOCAL_CHECKOUT=on turns it on.
 */
export function localCheckoutEnabled(env: NodeJS.ProcessEnv): boolean {
  return env.LOCAL_CHECKOUT?.trim().toLowerCase() === 'on';
}

/**
 * TRUSTED_PROXIES (or the older TRUST_PROXY) as a list of addresses and CIDR ranges. Trusting every hop
 * (`true`) would let any client choose its own ip for rate limits and the device list, so it is refused.
 */
export function trustedProxiesFrom(env: NodeJS.ProcessEnv): string[] {
  const raw = blankToNull(env.TRUSTED_PROXIES) ?? blankToNull(env.TRUST_PROXY);
  if (!raw) return [];
  if (/^(true|1|yes|\*)$/i.test(raw)) {
    throw new Error('TRUST_PROXY=true would let any client forge its ip; set TRUSTED_PROXIES to the addresses of your load balancers');
  }
  return raw.split(',').map((entry) => entry.trim()).filter(Boolean);
}
