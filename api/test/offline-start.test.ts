// The API started as `npm start` starts it, with the default live sources and SENTISCOPE_OFFLINE=1: an ingestion run
// (at start-up and one asked for by the super admin) attempts no connection, and looks up no host name, outside
// loopback. Every connection attempt of the API process is recorded by a preloaded guard
// (support/outbound-guard.cjs), which refuses any outside loopback; a mail sent to a loopback SMTP server shows
// the guard does see the process's connections.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateSecret, generateSync } from 'otplib';
import type { DataHealth } from '@sentiscope/shared/contract';
import { spawnProcess, stop, TSX } from '../bench/api-process';
import { waitFor } from './helpers';

const GUARD = path.join(__dirname, 'support', 'outbound-guard.cjs');
const ADMIN = { email: 'admin@offline.test', password: 'offline-admin-password-1' };
const TOTP = generateSecret();

type Attempt = { kind: 'connect' | 'lookup'; host: string; port: number | null; loopback: boolean };

/** Every variable that names a source or a bundled file is cleared: the API runs on its defaults. */
const DEFAULT_SOURCES: Record<string, string> = Object.fromEntries(
  [
    'MARKET_LIVE_SOURCE', 'STOCK_LIVE_SOURCE', 'NEWS_RSS_FEEDS', 'MARKET_DATA_DIR', 'HEADLINES_FILE', 'LLM_BASE_URL',
    'BINANCE_BASE_URL', 'COINBASE_BASE_URL', 'KRAKEN_BASE_URL', 'YAHOO_BASE_URL', 'STOOQ_BASE_URL', 'GOOGLE_NEWS_BASE_URL',
    'GDELT_BASE_URL', 'TIINGO_BASE_URL', 'TIINGO_API_KEY', 'TWELVE_DATA_BASE_URL', 'TWELVE_DATA_API_KEY',
    'ALPHA_VANTAGE_BASE_URL', 'ALPHA_VANTAGE_API_KEY',
  ].map((name) => [name, '']),
);

describe('SENTISCOPE_OFFLINE=1 with the default sources', () => {
  let dataDir: string;
  let log: string;
  let api: string;
  const children: ChildProcess[] = [];
  let smtp: net.Server;
  let smtpConnections = 0;

  const attempts = (): Attempt[] =>
    existsSync(log)
      ? readFileSync(log, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Attempt)
      : [];

  async function send(method: string, route: string, body?: unknown, token?: string) {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${api}${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as any };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sentiscope-offline-'));
    log = path.join(dataDir, 'outbound.jsonl');
    smtp = net.createServer((socket) => {
      smtpConnections += 1;
      socket.end('421 offline test: closing\r\n');
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.address() as net.AddressInfo).port;
    api = await spawnProcess(
      [TSX, 'src/main.ts'],
      {
        ...DEFAULT_SOURCES,
        SENTISCOPE_OFFLINE: '1',
        SENTISCOPE_OUTBOUND_LOG: log,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${GUARD}`.trim(),
        // The name of the first crypto provider, as an operator would write it: offline, it stays switched off.
        MARKET_LIVE_SOURCE: 'binance',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
        JWT_SECRET: 'offline-test-secret-'.repeat(3),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_TOTP_SECRET: TOTP,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LOG_LEVEL: 'warn',
      },
      children,
    );
  }, 60_000);

  afterAll(async () => {
    for (const child of children) await stop(child);
    await new Promise((resolve) => smtp.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the ingestion without a connection or a name lookup outside loopback, and still serves the site', async () => {
    const login = await send('POST', '/v1/user/login', { ...ADMIN, twoFactorCode: generateSync({ secret: TOTP, epoch: Math.floor(Date.now() / 1000) }) });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;

    // A run of whatever still may run here; with every source outside this machine there is none, and it says why.
    const run = await send('POST', '/v1/admin/jobs/ingest/run', {}, token);
    if (run.status === 409) expect(run.body.message).toMatch(/^Offline \(SENTISCOPE_OFFLINE=1\)/);
    else expect(run.status).toBe(200);
    // The site keeps answering from what it has.
    expect((await send('GET', '/v1/market/preview')).status).toBe(200);

    // A reset mail goes to the loopback SMTP server: the guard records the process's own connections.
    expect((await send('POST', '/v1/user/forgot-password', { email: ADMIN.email })).status).toBe(200);
    await waitFor(() => (smtpConnections > 0 && attempts().some((a) => a.kind === 'connect' && a.loopback && a.port === (smtp.address() as net.AddressInfo).port) ? true : undefined), 15_000);

    expect(attempts().filter((a) => !a.loopback)).toEqual([]);
  }, 60_000);

  it('lists every default provider in data-health with its host and the state offline', async () => {
    const login = await send('POST', '/v1/user/login', { ...ADMIN, twoFactorCode: generateSync({ secret: TOTP, epoch: Math.floor(Date.now() / 1000) + 30 }) });
    expect(login.status).toBe(200);
    const health = await send('GET', '/v1/admin/data-health', undefined, login.body.data.token);
    expect(health.status).toBe(200);
    const { offline, chains } = health.body.data as DataHealth;
    expect(offline).toBe(true);
    expect(chains.map((c) => c.kind)).toEqual(['crypto-prices', 'stock-prices', 'headlines']);
    const byKind = Object.fromEntries(chains.map((c) => [c.kind, c.providers.map((p) => [p.name, p.host])]));
    expect(byKind['crypto-prices']).toEqual([
      ['binance', 'data-api.binance.vision'],
      ['coinbase', 'api.exchange.coinbase.com'],
      ['kraken', 'api.kraken.com'],
    ]);
    // Without a key the keyed provider is left out; Stooq stays last.
    expect(byKind['stock-prices']).toEqual([
      ['yahoo', 'query1.finance.yahoo.com'],
      ['stooq', 'stooq.com'],
    ]);
    const every = chains.flatMap((c) => c.providers);
    expect(every.filter((p) => p.state !== 'offline')).toEqual([]);
    expect(every.filter((p) => p.lastSuccessAt !== null)).toEqual([]);
  });
});
