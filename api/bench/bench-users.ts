import { DEFAULT_RATE_LIMITS, loadConfig, type RateLimits } from '../src/config';
import type { Db } from '../src/platform/db';
import { newId } from '../src/platform/ids';

/** Verified accounts for the benches, all with one password hash (of the real cost), inserted in batches. */
export async function insertBenchUsers(db: Db, emails: readonly string[], passwordHash: string, name = 'Bench'): Promise<void> {
  const now = Date.now();
  for (let i = 0; i < emails.length; i += 500) {
    await db.k
      .insertInto('users')
      .values(
        emails.slice(i, i + 500).map((email) => ({
          id: newId(), name, email, phone_number: null, password_hash: passwordHash, is_email_verified: 1, is_super_admin: 0,
          plan_id: null, sub_is_active: 0, sub_expiry: null, sub_tenure: null, sub_cancel_at_period_end: 0,
          stripe_subscription_id: null, stripe_customer_id: null, created_at: now,
        })),
      )
      .execute();
  }
}

/** An in-process app's configuration for a bench: SQLite in `dataDir`, no rate limit in the way, light hashing. */
export function benchAppConfig(dataDir: string) {
  const unlimited = Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((k) => [k, { limit: 1e9, windowMs: 60_000 }])) as RateLimits;
  return {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', JWT_SECRET: 'bench-secret-'.repeat(4) }),
    rateLimits: unlimited,
    passwordHashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    logMail: false,
  };
}
