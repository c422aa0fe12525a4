// Starts the real app on an ephemeral loopback port with its own fresh database: a SQLite file in a
// temp dir, or (when TEST_DATABASE_URL is set) a fresh PostgreSQL schema. Requests go over real HTTP.
import { randomBytes } from 'node:crypto';
import { freshDatabase } from './fresh-database';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createPasswordHasher } from '../src/accounts/service/passwords';
import { DEFAULT_RATE_LIMITS, type Config, type RateLimits } from '../src/config';
import type { Db } from '../src/platform/db';
import { migrate } from '../src/platform/db/migrations';
import { seed } from '../src/seed';
import { OUTBOX_FILE, type Mailer } from '../src/platform/mail/mailer';
import { generateSecret, generateSync } from 'otplib';
import { seedAdminTwoFactor } from '../src/accounts/service/two-factor';

export const ADMIN = { email: 'admin@test.dev', password: 'admin-secret-1' };

// An API started on the bundled data imports the files into its fresh database before it listens (about 2 s,
// several on a busy machine), so hooks and tests get more than jest's default 5 s.
if (typeof jest !== 'undefined') jest.setTimeout(30_000);
// The offline dataset sits beside the repository (../shared/data), in CI as here; it is never copied in.
export const MARKET_DATA_DIR = path.resolve(__dirname, '..', '..', '..', 'shared', 'data', 'market');
export const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

export type FakeClock = { now(): number; advance(ms: number): void };

export function fakeClock(start = Date.now()): FakeClock {
  let at = start;
  return { now: () => at, advance: (ms) => void (at += ms) };
}

export type Answer<T = any> = { status: number; body: T; headers: Headers; text: string };

export type TestApi = {
  url: string;
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: FakeClock;
  request<T = any>(method: string, path: string, options?: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string }): Promise<Answer<T>>;
  outbox(): Array<{ to: string; subject: string; text: string; sentAt: string }>;
  /** A second connection to the same database, as another API instance would open it. */
  reopen(): Db;
  close(): Promise<void>;
};

export type StartOptions = {
  rateLimits?: Partial<RateLimits>;
  config?: Partial<Config>;
  /** Collects the server's log lines (level info) here. */
  logLines?: string[];
  mailer?: Mailer;
  /** Where the fake clock starts (epoch ms); the real time when unset. */
  clockStart?: number;
  /** Collects every route the app registers here (method and URL as registered). */
  routes?: Array<{ method: string; url: string }>;
};

const LIGHT_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export async function startApi(options: StartOptions = {}): Promise<TestApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sentiscope-api-'));
  const clock = fakeClock(options.clockStart);
  const { db, reopen, drop } = await freshDatabase(dataDir);
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: process.env.TEST_DATABASE_URL ?? null,
    sqliteFile: path.join(dataDir, 'test.sqlite'),
    jwtSecret: randomBytes(32).toString('hex'),
    siteUrl: 'http://localhost:3000',
    corsOrigins: ['http://localhost:3000'],
    smtpUrl: null,
    stripeSecretKey: null,
    stripeWebhookSecret: null,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    adminTotpSecret: generateSecret(),
    publicApiUrl: null,
    marketDataDir: MARKET_DATA_DIR,
    rateLimits: { ...generousLimits(), ...options.rateLimits },
    passwordHashing: LIGHT_HASHING,
    bodyLimitBytes: 64 * 1024,
    logMail: false,
    ...options.config,
  };
  await migrate(db);
  await seed(db, { hasher: createPasswordHasher(LIGHT_HASHING), adminEmail: ADMIN.email, adminPassword: ADMIN.password, now: clock.now() });
  await seedAdminTwoFactor(db, config, clock.now());
  const lines = options.logLines;
  // A write may hold several lines (request lines go out in batches): each is kept on its own.
  const logger = lines ? { level: 'info', stream: { write: (text: string) => void lines.push(...text.split('\n').filter(Boolean).map((line) => `${line}\n`)) } } : undefined;
  const app = buildApp({ config, db, now: clock.now, logger, mailer: options.mailer });
  const routes = options.routes;
  if (routes) app.addHook('onRoute', (route) => void [route.method].flat().forEach((method) => routes.push({ method, url: route.url })));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url,
    app,
    db,
    config,
    clock,
    async request(method, urlPath, { body, token, headers = {}, raw } = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      const h = init.headers as Record<string, string>;
      if (token) h.authorization = `Bearer ${token}`;
      if (raw !== undefined) init.body = raw;
      else if (body !== undefined) {
        h['content-type'] ??= 'application/json';
        init.body = JSON.stringify(body);
      }
      const response = await fetch(`${url}${urlPath}`, { ...init, redirect: 'manual' });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: HTML pages and redirects.
      }
      return { status: response.status, body: parsed as any, headers: response.headers, text };
    },
    reopen,
    outbox() {
      try {
        return readFileSync(path.join(dataDir, OUTBOX_FILE), 'utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line));
      } catch {
        return [];
      }
    },
    async close() {
      await app.close();
      await db.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function generousLimits(): RateLimits {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const key of Object.keys(limits) as Array<keyof RateLimits>) limits[key] = { limit: 10_000, windowMs: 60_000 };
  return limits;
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}${Date.now().toString(36)}${(counter += 1)}@example.com`;

export const signupBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: uniqueEmail(),
  password: 'secret-pass',
  phoneNumber: '+14155550123',
  isAbove18: true,
  acceptedTermsAndConditions: true,
  ...overrides,
});

/** The last OTP mailed to `email`, read from the outbox file. */
export function lastOtp(api: TestApi, email: string): string {
  const mail = [...api.outbox()].reverse().find((m) => m.to === email && /verification code/i.test(m.subject));
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no OTP mailed to ${email}`);
  return code;
}

/** Signs a user up and verifies the e-mail through the real OTP flow. */
export async function createVerifiedUser(api: TestApi, overrides: Record<string, unknown> = {}) {
  const body = signupBody(overrides);
  const signup = await api.request('POST', '/v1/user/signup', { body });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.text}`);
  const signupId = signup.body.data.signupId as string;
  const otp = await api.request('POST', '/v1/auth/request-otp', { body: { email: body.email, signupId } });
  if (otp.status !== 200) throw new Error(`request-otp failed: ${otp.text}`);
  const code = await waitFor(() => {
    try {
      return lastOtp(api, body.email as string);
    } catch {
      return undefined;
    }
  });
  const verify = await api.request('POST', '/v1/auth/verify-otp', { body: { email: body.email, otp: code, signupId } });
  if (verify.status !== 200) throw new Error(`verify-otp failed: ${verify.text}`);
  const row = await api.db.k.selectFrom('users').select('id').where('email', '=', body.email as string).executeTakeFirstOrThrow();
  return { email: body.email as string, password: body.password as string, id: row.id };
}

export async function login(api: TestApi, email: string, password: string, userAgent = CHROME_MAC) {
  return api.request('POST', '/v1/user/login', { body: { email, password }, headers: { 'user-agent': userAgent } });
}

export async function loginToken(api: TestApi, email: string, password: string): Promise<string> {
  const answer = await login(api, email, password);
  if (answer.status !== 200) throw new Error(`login failed: ${answer.text}`);
  return answer.body.data.token;
}

const adminSteps = new WeakMap<TestApi, number>();

/**
 * A code from the seeded super admin's authenticator. Each code works once, and codes of the step before and
 * after the current one are accepted, so up to three sign-ins fit in one moment of the fake clock; past that
 * the clock moves on one step.
 */
export function adminTwoFactorCode(api: TestApi): string {
  const current = Math.floor(api.clock.now() / 30_000);
  let step = Math.max(current - 1, (adminSteps.get(api) ?? 0) + 1);
  if (step > current + 1) {
    api.clock.advance(30_000);
    step = current;
  }
  adminSteps.set(api, step);
  return generateSync({ secret: api.config.adminTotpSecret!, epoch: step * 30 });
}

export async function adminToken(api: TestApi): Promise<string> {
  const answer = await api.request('POST', '/v1/user/login', {
    body: { email: ADMIN.email, password: ADMIN.password, twoFactorCode: adminTwoFactorCode(api) },
    headers: { 'user-agent': CHROME_MAC },
  });
  if (answer.status !== 200) throw new Error(`admin login failed: ${answer.text}`);
  return answer.body.data.token;
}

export async function waitFor<T>(probe: () => T | undefined, timeoutMs = 2000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
