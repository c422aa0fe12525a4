import type { Config } from './config';
import type { Db } from './platform/db';
import type { Mailer } from './platform/mail/mailer';
import type { PasswordHasher } from './accounts/service/passwords';
import type { TokenService } from './accounts/service/tokens';
import type { RateLimiter } from './platform/rate-limit';
import type { PaymentProvider } from './billing/service/providers/provider';
import type { PlanCache } from './billing/service/plan-cache';

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
