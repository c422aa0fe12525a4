// The bundled files imported through the ingestion path (the analysis then reads them from the database like any
// live source), CSV parsing, and the demo generator used when no source is configured.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findAsset, type Asset } from '../src/catalogue/service/catalogue';
import { loadMarketConfig } from '../src/prices/service/config';
import { parseCsv } from '../src/platform/csv';
import { demoCandles } from '../src/prices/service/demo-prices';
import { createIngestion } from '../src/jobs/ingestion/ingestion';
import { migrate } from '../src/platform/db/migrations';
import { createMarketService } from '../src/history/service/market';
import { freshDatabase } from './fresh-database';

const btc = findAsset('btc') as Asset;
const aapl = findAsset('AAPL') as Asset;

describe('bundled files, imported through the ingestion path', () => {
  let dir: string;
  let drop: () => Promise<void>;
  let db: Awaited<ReturnType<typeof freshDatabase>>['db'];
  const now = Date.UTC(2022, 0, 10, 12);
  const prices = () => path.join(dir, 'BTC-USD.csv');
  const headlines = () => path.join(dir, 'headlines.csv');
  const write = (file: string, text: string, mtime: number) => {
    writeFileSync(file, text);
    utimesSync(file, mtime, mtime);
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-bundled-'));
    ({ db, drop } = await freshDatabase(dir));
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores the valid rows once, counts the malformed ones, and imports again only when a file changed', async () => {
    write(
      prices(),
      'date,open,high,low,close,volume\n2022-01-02,2,3,1,2,10\n2022-01-01,1,2,0.5,1.5,10\nbad,1,1,1,1,1\n2022-01-03,1,1,1,,1\n2022-01-04,1,1,2,1,1\n',
      1_600_000_000,
    );
    write(headlines(), 'date,source,title\n2022-01-02,Wire,Bitcoin rallies as buyers return\n2022-01-02,Wire,Bitcoin rallies as buyers return\n,Wire,No date\n', 1_600_000_000);
    const config = loadMarketConfig({ MARKET_DATA_DIR: dir, HEADLINES_FILE: headlines() });
    const ingestion = createIngestion(config, db, () => now);
    const counts = (run: Awaited<ReturnType<typeof ingestion.run>>) => run.sources.map(({ source, fetched, stored, duplicates, malformed, errors }) => ({ source, fetched, stored, duplicates, malformed, errors }));
    expect(counts(await ingestion.run('bundled'))).toEqual([
      { source: 'bundled prices', fetched: 5, stored: 2, duplicates: 0, malformed: 3, errors: 0 },
      { source: 'bundled headlines', fetched: 3, stored: 1, duplicates: 1, malformed: 1, errors: 0 },
    ]);

    // The analysis reads them from the database: prices from the file, sorted, headlines scored.
    const market = createMarketService(config, { ingestion, now: () => new Date(now) });
    const stored = await ingestion.stored.history(btc);
    expect([stored?.source, stored?.candles.map((c) => c.date)]).toEqual(['csv', ['2022-01-01', '2022-01-02']]);
    expect(await ingestion.stored.history(aapl)).toBeNull();
    const day = await market.dayHeadlines('btc', { day: '2022-01-02', scope: 'market' });
    expect(day.headlines).toEqual([expect.objectContaining({ title: 'Bitcoin rallies as buyers return', source: 'Wire' })]);
    expect(market.sources()).toEqual({ prices: ['csv'], headlines: 'csv' });

    // Unchanged files are not read again.
    expect(counts(await ingestion.run('bundled')).map((c) => c.fetched)).toEqual([0, 0]);
    // A changed file is imported again: only its new day is stored.
    write(prices(), 'date,open,high,low,close,volume\n2022-01-01,1,2,0.5,1.5,10\n2022-01-02,2,3,1,2,10\n2022-01-03,2,3,1,2.5,10\n', 1_600_000_100);
    expect(counts(await ingestion.run('bundled'))[0]).toMatchObject({ fetched: 3, stored: 1 });
    // A headline file that goes away is that source's error in data-health; what is stored stays.
    rmSync(headlines());
    const missing = await ingestion.run('bundled');
    expect(missing.sources[1]).toMatchObject({ errors: 1, error: 'headlines.csv does not exist' });
    expect((await ingestion.health()).sources.find((s) => s.source === 'bundled headlines')).toMatchObject({ lastError: 'headlines.csv does not exist', itemsStored: 1 });
    expect((await market.dayHeadlines('btc', { day: '2022-01-02', scope: 'market' })).headlines).toHaveLength(1);
  });
});

describe('CSV and the demo generator', () => {
  it('parses quoted CSV fields with commas, quotes and CRLF', () => {
    expect(parseCsv('date,title\r\n2022-01-01,"Up, then ""down"""\r\n2022-01-02,plain\n')).toEqual([
      ['date', 'title'],
      ['2022-01-01', 'Up, then "down"'],
      ['2022-01-02', 'plain'],
    ]);
  });

  it('gives a date the same demo candle whatever day it runs, skipping weekends for stocks', () => {
    const early = demoCandles(btc, '2020-01-31');
    const late = demoCandles(btc, '2024-01-31');
    expect(late.slice(0, early.length)).toEqual(early);
    expect(early[0].date).toBe('2018-01-01');
    const days = demoCandles(aapl, '2018-01-14').map((c) => new Date(`${c.date}T00:00:00Z`).getUTCDay());
    expect(days).not.toContain(0);
    expect(days).not.toContain(6);
    for (const c of late) expect(c.low <= Math.min(c.open, c.close) && c.high >= Math.max(c.open, c.close)).toBe(true);
  });
});
