import type { Config } from './config';
import type { Db } from './db';
import type { Mailer } from './mail/mailer';
import type { PasswordHasher } from './auth/passwords';
import type { TokenService } from './auth/tokens';
import type { RateLimiter } from './rate-limit';
import type { PaymentProvider } from './payments/provider';
import type { PlanCache } from './repos/plans';

/** Everything a route needs, built once per app; tests inject the clock. */
export type AppContext = {
  config: Config;
  db: Db;
  now: () => number;
  tokens: TokenService;
  hasher: PasswordHasher;
  mailer: Mailer;
  limiter: RateLimiter;
  payments: PaymentProvider;
  plans: PlanCache;
};
