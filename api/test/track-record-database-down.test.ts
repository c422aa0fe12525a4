// The track record while the database cannot be read for a moment (found by the soak: a PostgreSQL restart made
// GET /v1/stock/track-record answer 500): the record already computed today is still answered; with none, the
// failure is the database's.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MS_PER_DAY } from '@sentiscope/shared/contract';
import { openDatabase, type Db } from '../src/platform/db';
import { migrate } from '../src/platform/db/migrations';
import { createIngestion } from '../src/jobs/ingestion/ingestion';
import { createTrackRecordService } from '../src/history/service/track-records';
import { allAssets } from '../src/catalogue/service/catalogue';
import { loadMarketConfig } from '../src/prices/service/config';

describe('track record while the database is unreachable', () => {
  let dir: string;
  let db: Db;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-track-down-'));
    const rows = Array.from({ length: 400 }, (_, i) => {
      const date = new Date(Date.now() - (400 - i) * MS_PER_DAY).toISOString().slice(0, 10);
      const close = 100 * (1 + 0.05 * Math.sin(i / 9));
      return `${date},${close},${close * 1.01},${close * 0.99},${close},1000`;
    });
    writeFileSync(path.join(dir, 'BTC-USD.csv'), ['date,open,high,low,close,volume', ...rows].join('\n'));
    db = openDatabase({ databaseUrl: null, sqliteFile: path.join(dir, 'store.sqlite') });
    await migrate(db);
    const run = await createIngestion(loadMarketConfig({ MARKET_DATA_DIR: dir }), db, Date.now).run('bundled');
    expect(run.sources[0]).toMatchObject({ stored: 400, errors: 0 });
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers the record computed today, and fails for an asset it has none of', async () => {
    const service = createTrackRecordService(db, Date.now);
    const btc = allAssets().find((a) => a.id === 'btc')!;
    const eth = allAssets().find((a) => a.id === 'eth')!;
    const before = await service.trackRecord(btc);
    expect(before).toMatchObject({ id: 'btc', days: expect.any(Number) });
    expect(before.days).toBeGreaterThan(300);
    // The database goes away: every read now fails.
    await db.close();
    await expect(service.trackRecord(btc)).resolves.toBe(before);
    await expect(service.trackRecord(eth)).rejects.toThrow();
  });
});
