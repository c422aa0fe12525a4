import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db';
import { createPasswordHasher } from './auth/passwords';
import { createTokenService } from './auth/tokens';
import { installErrorHandling, ok, sendFailure } from './http/envelope';
import { installSecurityHeaders } from './http/security-headers';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import { createLocalProvider } from './payments/local';
import type { PaymentProvider } from './payments/provider';
import { createStripeProvider } from './payments/stripe';
import { createRateLimiter } from './rate-limit';
import { createPlanCache } from './repos/plans';
import { registerCompanyRoutes } from './routes/company';
import { registerFeedbackRoutes } from './routes/feedback';
import { registerOtpRoutes } from './routes/otp';
import { registerPaymentRoutes } from './routes/payment';
import { registerPlanRoutes } from './routes/plan';
import { registerStockRoutes } from './routes/stock';
import { registerUserRoutes } from './routes/user';

export type BuildOptions = {
  config: Config;
  db: Db;
  /** Epoch milliseconds; tests inject a fake clock here and nowhere else. */
  now?: () => number;
  mailer?: Mailer;
  payments?: PaymentProvider;
  logger?: FastifyServerOptions['logger'];
  /** Behind a load balancer: true, or the proxy addresses to trust (comma list). */
  trustProxy?: boolean | string;
};

export function paymentProviderFor(config: Config): PaymentProvider {
  if (config.stripeSecretKey && config.stripeWebhookSecret) {
    return createStripeProvider(config.stripeSecretKey, config.stripeWebhookSecret);
  }
  return createLocalProvider(config.jwtSecret);
}

export function buildApp(options: BuildOptions): FastifyInstance {
  const { config, db } = options;
  const now = options.now ?? Date.now;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: options.trustProxy ?? false,
    // Bodies are checked as sent: no type coercion, unknown fields dropped.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: true, allErrors: false } },
    routerOptions: { maxParamLength: 200 },
    // Errors raised before routing (bad URL encoding, over-long params) get the envelope too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      return sendFailure(reply, status, error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'Path parameter is too long' : 'Malformed request URL');
    },
  });

  const ctx: AppContext = {
    config,
    db,
    now,
    tokens: createTokenService(config.jwtSecret, now),
    hasher: createPasswordHasher(config.passwordHashing),
    mailer:
      options.mailer ??
      (config.smtpUrl
        ? createSmtpMailer(config.smtpUrl, 'SentiScope <no-reply@sentiscope.local>')
        : createOutboxMailer(config.dataDir, now, config.logMail)),
    limiter: createRateLimiter(db, now),
    payments: options.payments ?? paymentProviderFor(config),
    plans: createPlanCache(db.k, now),
  };

  installErrorHandling(app);
  installSecurityHeaders(app);
  app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });

  app.register(
    async (v1) => {
      v1.get('/health', async (_request, reply) => ok(reply, 'ok', { status: 'ok', database: db.kind }));
      registerCompanyRoutes(v1, ctx);
      registerPlanRoutes(v1, ctx);
      registerStockRoutes(v1, ctx);
      registerUserRoutes(v1, ctx);
      registerOtpRoutes(v1, ctx);
      registerPaymentRoutes(v1, ctx);
      registerFeedbackRoutes(v1, ctx);
    },
    { prefix: '/v1' },
  );
  return app;
}
