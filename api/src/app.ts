import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './platform/db';
import { createPasswordHasher } from './accounts/service/passwords';
import { createTokenService } from './accounts/service/tokens';
import { installErrorHandling, ok, sendFailure } from './platform/http/envelope';
import { installCompression } from './platform/http/compression';
import { SECURITY_HEADERS, installSecurityHeaders } from './platform/http/security-headers';
import { answerClientError } from './platform/http/client-error';
import { redactedLogger } from './platform/http/log-redaction';
import { OneLinePerRequest } from './platform/http/request-log';
import { installAccess, installNoStoreForAccounts } from './platform/http/access';
import { healthAnswer, type Health } from './platform/http/health';
import { installOpenApi, registerOpenApiRoute } from './platform/http/openapi';
import { resolveCaller } from './accounts/service/access';
import { createKeyGate } from './accounts/service/key-gate';
import { registerApiKeyRoutes } from './accounts/routes/api-keys';
import { mailerFor, type Mailer } from './platform/mail/mailer';
import { checkoutOffReason } from './billing/service/availability';
import { createLocalProvider } from './billing/service/providers/local';
import type { PaymentProvider } from './billing/service/providers/provider';
import { createStripeProvider } from './billing/service/providers/stripe';
import { createRateLimiter } from './platform/rate-limit';
import { createPlanCache } from './billing/service/plan-cache';
import { registerAdminActivityRoutes } from './admin/routes/activity';
import { registerAdminStatsRoutes } from './admin/routes/stats';
import { registerAdminUserRoutes } from './admin/routes/users';
import { registerAnnouncementRoutes } from './admin/routes/announcement';
import { registerCompanyRoutes } from './admin/routes/company';
import { registerFeedbackRoutes } from './accounts/routes/feedback';
import { registerOtpRoutes } from './accounts/routes/otp';
import { registerPaymentRoutes } from './billing/routes/payment';
import { registerSubscriptionRoutes } from './billing/routes/subscription';
import { registerPlanRoutes } from './billing/routes/plan';
import { startSubscriptionExpiry } from './jobs/subscription-expiry';
import { registerStockRoutes } from './history/routes/stock';
import { registerCandleRoutes } from './history/routes/candles';
import { registerMarketPreviewRoutes } from './history/routes/market-preview';
import { registerMarketsRoutes } from './history/routes/markets';
import { createScreener } from './history/service/screener';
import { registerUserRoutes } from './accounts/routes/user';
import { loadMarketConfig } from './prices/service/config';
import { createIngestion } from './jobs/ingestion/ingestion';
import { catalogueVersion, listedAssets, refreshCatalogue } from './catalogue/service/catalogue';
import { registerAdminAssetRoutes } from './catalogue/routes/admin-assets';
import { registerAdminDataRoutes } from './jobs/routes/admin-data';
import { registerDirectoryJobRoutes } from './jobs/routes/directory';
import { registerAdminTickRoutes } from './jobs/routes/admin-ticks';
import { createTicker } from './prices/service/ticks';
import { createLiveFeed } from './prices/service/live-feed';
import { registerPriceStreamRoutes } from './history/routes/price-stream';
import { registerAssetSearchRoutes } from './catalogue/routes/search';
import { registerAddAssetRoutes } from './catalogue/routes/adding';
import { createBackfills, type Backfills } from './jobs/backfill';
import { registerAlertRoutes } from './alerts/routes/alerts';
import { registerWatchlistRoutes } from './alerts/routes/watchlist';
import { registerNotificationRoutes } from './alerts/routes/notifications';
import { registerAlertSettingsRoutes } from './alerts/routes/settings';
import { registerChannelRoutes } from './alerts/routes/channels';
import { registerTelegramRoutes } from './alerts/routes/telegram';
import { registerUnsubscribeRoutes } from './alerts/routes/unsubscribe';
import { registerPushRoutes } from './alerts/routes/push';
import { createAlertsEngine, type AlertsEngine } from './alerts/service/engine';
import { hasCandles } from './prices/data/store';

export type BuildOptions = {
  config: Config;
  db: Db;
  /** Epoch milliseconds; tests inject a fake clock here and nowhere else. */
  now?: () => number;
  mailer?: Mailer;
  payments?: PaymentProvider;
  logger?: FastifyServerOptions['logger'];
  /** Receives the app's alerts engine, so the process can send its deliveries through the job queue (main.ts). */
  withAlerts?: (alerts: AlertsEngine) => void;
  /** Receives the app's backfills of added assets, so the process can start them through the job queue (main.ts). */
  withBackfills?: (backfills: Backfills) => void;
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
    logger: options.logger ? redactedLogger(options.logger) : false,
    // One line per request, on completion (docs/security.md).
    logController: new OneLinePerRequest(),
    bodyLimit: config.bodyLimitBytes,
    // Only the listed load balancers may name the client (X-Forwarded-For); otherwise the socket address counts.
    trustProxy: config.trustedProxies?.length ? config.trustedProxies : false,
    // Bodies are checked as sent: no type coercion, unknown fields dropped.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: true, allErrors: false } },
    routerOptions: { maxParamLength: 200 },
    // Start-up imports the bundled market files and warms the analysis before the first request (onReady); on a
    // slow or busy machine that outlasts Fastify's 10 s default, and a server that gives up there never starts.
    pluginTimeout: 120_000,
    // Requests the HTTP parser refuses (headers too large, not HTTP at all) are answered like every other error.
    clientErrorHandler: answerClientError,
    // Errors raised before routing (bad URL encoding, over-long params) get the envelope and, as no hook has run
    // yet, the security headers set here.
    frameworkErrors: (error, _request, reply) => {
      reply.headers(SECURITY_HEADERS);
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
    mailer: options.mailer ?? mailerFor(config, now),
    limiter: createRateLimiter(db, now),
    payments: options.payments ?? paymentProviderFor(config),
    plans: createPlanCache(db.k, now),
  };

  const checkoutOff = checkoutOffReason(config, ctx.payments.name);
  if (checkoutOff) app.addHook('onReady', async () => app.log.warn(checkoutOff));

  installErrorHandling(app);
  startSubscriptionExpiry(app, ctx);
  installSecurityHeaders(app);
  // Compression and ETags first: the account hook then strips the ETag from answers that must not be kept.
  installCompression(app);
  installNoStoreForAccounts(app);
  app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });

  // The catalogue is read from its table before the first request (and again when it changes).
  app.addHook('onReady', async () => refreshCatalogue(db, now(), true).catch((error: unknown) => app.log.warn(`catalogue: kept the first assets (${String(error)})`)));
  const marketConfig = config.market ?? loadMarketConfig({});
  const ingestion = createIngestion(marketConfig, db, now);
  // Alerts are evaluated after every ingestion run; what fires is delivered in the background.
  const alerts: AlertsEngine = createAlertsEngine({ config, db, plans: ctx.plans, mailer: ctx.mailer, now, log: (line) => app.log.info(line) });
  ingestion.afterRun(() => alerts.afterIngestion());
  ingestion.afterHourly(() => alerts.afterHourly());
  options.withAlerts?.(alerts);
  // Added assets are filled with their history in the background; one left halfway by a stopped process resumes at start.
  const backfills = createBackfills(marketConfig, db, now, ingestion, (line) => app.log.info(line));
  options.withBackfills?.(backfills);
  app.addHook('onReady', async () => backfills.kick());
  // Failed e-mails and webhooks are tried again here too (with their backoff) while this process sends them itself;
  // once they go through the job queue, its delivery job retries them.
  const retries = setInterval(() => void alerts.sweep().catch(() => undefined), 30_000);
  retries.unref();
  app.addHook('onClose', async () => clearInterval(retries));

  // The latest prices: fetched by the market-ticks job or an admin's run, heard by this process's streams.
  const ticker = createTicker(marketConfig, db, now, ingestion.http);
  const feed = createLiveFeed({ db, now, intervalSeconds: marketConfig.tickIntervalSeconds ?? 60, canTick: ticker.live });
  app.addHook('onClose', () => feed.close());

  // API keys: each request counted in memory, written in batches, and the last batch on close.
  const keys = createKeyGate(ctx, config.apiKeyUseFlushMs);
  app.addHook('onClose', () => keys.close());

  // Before the routes: the document is generated from every route registered after it.
  installOpenApi(app, config.publicApiUrl);
  app.register(
    async (v1) => {
      // Every route below declares who may call it; the hook admits the caller before the body is read.
      installAccess(v1, (access, token) => resolveCaller(ctx, access, token), (secret, scope, setHeader) => keys.admit(secret, scope, setHeader));
      // Stale data is reported, never an error: the API still serves what is stored.
      v1.get('/health', { config: { access: 'public' }, schema: { response: { 200: healthAnswer } } }, async (_request, reply) => {
        const data = ingestion.configured ? await ingestion.freshness().catch(() => null) : null;
        const yesterday = new Date(now() - 86_400_000).toISOString().slice(0, 10);
        const stale = data ? { stale: data.asOf === null || data.asOf < yesterday, asOf: data.asOf, live: data.live } : {};
        const health: Health = { status: 'ok', database: db.kind, ...(ingestion.configured ? { data: stale } : {}) };
        return ok(reply, 'ok', health);
      });
      registerOpenApiRoute(v1, app);
      registerCompanyRoutes(v1, ctx);
      registerPlanRoutes(v1, ctx);
      // The screener's rows also feed the overview strip: both read the same stored days.
      const screener = createScreener(db, () => ingestion.stored.version(), { assets: () => listedAssets().filter((a) => a.state === 'active'), version: catalogueVersion }, now);
      const market = registerStockRoutes(v1, ctx, ingestion, undefined, screener);
      registerMarketPreviewRoutes(v1, ctx, market);
      registerMarketsRoutes(v1, ctx, screener);
      registerCandleRoutes(v1, ctx);
      registerAdminDataRoutes(v1, ctx, ingestion);
      registerAdminTickRoutes(v1, ctx, { db, ticker, log: (line) => app.log.info(line), afterTicks: (ticks) => alerts.afterTicks(ticks) });
      registerPriceStreamRoutes(v1, ctx, feed);
      registerAdminAssetRoutes(v1, ctx, { hasHistory: (id) => hasCandles(db.k, id), backfill: () => backfills.kick() });
      registerDirectoryJobRoutes(v1, ctx);
      registerAssetSearchRoutes(v1, ctx);
      registerAddAssetRoutes(v1, ctx, () => backfills.kick());
      registerUserRoutes(v1, ctx);
      registerApiKeyRoutes(v1, ctx, keys);
      registerOtpRoutes(v1, ctx);
      registerPaymentRoutes(v1, ctx);
      registerSubscriptionRoutes(v1, ctx);
      registerFeedbackRoutes(v1, ctx);
      registerAdminStatsRoutes(v1, ctx);
      registerAdminUserRoutes(v1, ctx);
      registerAdminActivityRoutes(v1, ctx);
      registerAnnouncementRoutes(v1, ctx);
      registerWatchlistRoutes(v1, ctx);
      registerAlertRoutes(v1, ctx);
      registerNotificationRoutes(v1, ctx);
      registerAlertSettingsRoutes(v1, ctx, alerts);
      registerChannelRoutes(v1, ctx);
      registerTelegramRoutes(v1, ctx);
      registerUnsubscribeRoutes(v1, ctx);
      registerPushRoutes(v1, ctx);
    },
    { prefix: '/v1' },
  );
  return app;
}
