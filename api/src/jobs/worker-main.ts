// `npm run worker -w api`: a process that runs the scheduled jobs and serves no HTTP. Start any number of them
// beside the API processes on one PostgreSQL; each scheduled run still happens once.
import '../platform/threadpool';
import { loadConfig } from '../config';
import { loadMarketConfig } from '../prices/service/config';
import { createIngestion } from './ingestion/ingestion';
import { prepareDatabase } from '../server';
import { startMarketJobs } from './schedule';

async function main() {
  const config = loadConfig();
  const market = config.market ?? loadMarketConfig({});
  const { db, seeded } = await prepareDatabase(config);
  if (seeded.admin?.generatedPassword) console.log(`[worker] generated admin password for ${seeded.admin.email} (shown once): ${seeded.admin.generatedPassword}`);
  const ingestion = createIngestion(market, db, Date.now);
  if (!ingestion.configured) console.log('[worker] no market source is configured (MARKET_DATA_DIR, MARKET_LIVE_SOURCE, STOCK_LIVE_SOURCE, NEWS_RSS_FEEDS, HEADLINES_FILE): nothing to ingest');
  const runtime = await startMarketJobs({
    config,
    db,
    databaseUrl: config.databaseUrl,
    ingestion,
    intervalMinutes: market.ingestIntervalMinutes ?? 15,
    log: (line) => console.log(line),
    pollSeconds: Number(process.env.JOBS_POLL_SECONDS) || undefined,
  });
  console.log(`[worker] ${runtime.worker} running the market jobs on ${config.databaseUrl ? 'the PostgreSQL queue' : 'SQLite'}`);
  const stop = async (signal: string) => {
    console.log(`[worker] ${signal}: stopping`);
    await runtime.stop();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('[worker] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
