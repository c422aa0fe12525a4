// First: sizes the thread pool before any library starts it.
import './threadpool';
import { loadConfig } from './config';
import { buildApp } from './app';
import { prepareDatabase } from './server';

async function main() {
  const config = loadConfig();
  const { db, seeded } = await prepareDatabase(config);
  const app = buildApp({
    config,
    db,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite ${config.sqliteFile}`;
  if (seeded.admin) {
    console.log(`[api] super admin: ${seeded.admin.email}`);
    if (seeded.admin.generatedPassword) {
      console.log(`[api] generated admin password (shown once, set ADMIN_PASSWORD to choose it): ${seeded.admin.generatedPassword}`);
    }
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`[api] storage: ${where}; payments: ${config.stripeSecretKey && config.stripeWebhookSecret ? 'Stripe' : 'local checkout'}; mail: ${config.smtpUrl ? 'SMTP' : `outbox ${config.dataDir}/outbox.jsonl`}`);
  console.log(`[api] SentiScope API listening on http://${config.host}:${port}/v1`);

  const stop = async (signal: string) => {
    console.log(`[api] ${signal}: closing`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('[api] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
