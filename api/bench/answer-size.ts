// Size of the one-year analysis answer (GET /v1/stock/details/btc over a year, with headlines) as JSON, raw and
// compressed the way the API serves it (gzip and brotli). `--check` fails when gzip is over the budget.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createIngestion } from '../src/jobs/ingestion/ingestion';
import { loadMarketConfig } from '../src/prices/service/config';
import { createMarketService } from '../src/history/service/market';
import { openDatabase } from '../src/platform/db';
import { migrate } from '../src/platform/db/migrations';

export const ANSWER_BUDGET_BYTES = 30 * 1024;

const SHARED_DATA = path.resolve(__dirname, '..', '..', '..', 'shared', 'data');
const RANGES = [
  ['btc', '2021-07-01', '2022-06-30'],
  ['btc', '2024-08-23', '2025-08-22'],
  ['eth', '2024-08-23', '2025-08-22'],
] as const;

async function main() {
  // The bundled files imported into a throw-away database, read back as the API reads them.
  const dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-answer-'));
  const db = openDatabase({ databaseUrl: null, sqliteFile: path.join(dir, 'answer.sqlite') });
  await migrate(db);
  const config = loadMarketConfig({ MARKET_DATA_DIR: path.join(SHARED_DATA, 'market'), HEADLINES_FILE: path.join(SHARED_DATA, 'news', 'headlines.csv') });
  const ingestion = createIngestion(config, db, Date.now);
  await ingestion.run('bundled', { snapshotsLater: true });
  const market = createMarketService(config, { ingestion });
  let worst = 0;
  console.log(`${'answer'.padEnd(32)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
  for (const [id, startDate, endDate] of RANGES) {
    const stock = await market.details(id, { startDate, endDate });
    const body = Buffer.from(JSON.stringify({ success: true, message: 'Stock details', data: { stock } }));
    const gzip = gzipSync(body).length;
    const brotli = brotliCompressSync(body).length;
    worst = Math.max(worst, gzip);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`${`${id} ${startDate}..${endDate}`.padEnd(32)} ${kb(body.length).padStart(10)} ${kb(gzip).padStart(10)} ${kb(brotli).padStart(10)}`);
  }
  await db.close();
  rmSync(dir, { recursive: true, force: true });
  const within = worst <= ANSWER_BUDGET_BYTES;
  console.log(`\nOne-year analysis answer: ${(worst / 1024).toFixed(1)} KB gzip at most, ${within ? 'within' : 'OVER'} the ${ANSWER_BUDGET_BYTES / 1024} KB budget.`);
  if (process.argv.includes('--check') && !within) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
