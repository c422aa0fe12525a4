// npm run bench:search (in api/): GET /v1/assets/search over a symbol directory of 20,000 symbols (4,000 coins,
// 16,000 US stocks and ETFs, generated with names built like the sources', plus LINK, MSFT and MSTR) through the real
// app on loopback and SQLite, one request at a time on one kept-alive connection, cycling through queries a member
// types: single letters (the widest ticker prefixes), tickers, words of names, and nothing found. A run's figure is
// its p95 to the last byte; the verdict is the median of the runs'. `--check` exits non-zero past P95_BUDGET_MS.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { createPasswordHasher } from '../src/accounts/service/passwords';
import { replaceDirectory, type DirectoryRow } from '../src/catalogue/data/directory';
import { prepareDatabase } from '../src/server';
import { benchAppConfig, insertBenchUsers } from './bench-users';
import { p95Of, timedGet } from './timed-get';

export const P95_BUDGET_MS = 20;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const REQUESTS = Math.max(100, Number(process.env.BENCH_REQUESTS ?? 400));
const COINS = 4000;
const STOCKS = 16000;
const QUERIES = ['a', 'm', 's', 'b', 'ms', 'bt', 'lin', 'msft', 'chain', 'micro', 'bank', 'global', 'hold', 'energy', 'pharma', 'protocol', 'zzqx', 'inc', 'x', 'te'];

const COIN_STEMS = ['Aave', 'Bit', 'Chain', 'Doge', 'Ether', 'Flux', 'Gala', 'Hash', 'Ion', 'Juno', 'Kava', 'Luna', 'Mina', 'Nano', 'Orb', 'Poly', 'Quant', 'Ray', 'Sol', 'Terra', 'Uni', 'Vega', 'Wave', 'Xeno', 'Yield', 'Zeta'];
const COIN_ENDS = ['coin', 'chain', ' Protocol', ' Network', ' Finance', ' Token', 'swap', 'link', ' DAO', 'verse'];
const FIRMS = ['American', 'Global', 'First', 'United', 'Pacific', 'National', 'Micro', 'Bio', 'Tech', 'Energy', 'Capital', 'Health', 'Bank', 'Realty', 'Systems', 'Pharma', 'Solutions', 'Atlantic', 'Western', 'Digital'];
const FORMS = ['Inc. - Common Stock', 'Corporation - Common Stock', 'Holdings Inc. - Class A Common Stock', 'Ltd. - American Depositary Shares', 'ETF', 'Trust - Shares of Beneficial Interest'];

/** The n-th ticker of `length` letters, spread over the alphabet. */
const ticker = (n: number, length: number) => Array.from({ length }, (_, i) => String.fromCharCode(65 + (Math.floor(n / 26 ** (length - 1 - i)) % 26))).join('');

function directory(at: number): DirectoryRow[] {
  const rows: DirectoryRow[] = [
    { id: 'crypto:LINK', symbol: 'LINK', name: 'Chainlink', kind: 'crypto', exchange: 'Binance', refreshed_at: at },
    { id: 'stock:MSFT', symbol: 'MSFT', name: 'Microsoft Corporation - Common Stock', kind: 'stock', exchange: 'NASDAQ', refreshed_at: at },
    { id: 'stock:MSTR', symbol: 'MSTR', name: 'MicroStrategy Incorporated - Class A Common Stock', kind: 'stock', exchange: 'NASDAQ', refreshed_at: at },
  ];
  const taken = new Set(rows.map((r) => r.id));
  for (let i = 0; rows.length < 3 + COINS; i += 1) {
    const symbol = ticker(i * 7919, 3 + (i % 2));
    const id = `crypto:${symbol}`;
    if (taken.has(id)) continue;
    taken.add(id);
    rows.push({ id, symbol, name: `${COIN_STEMS[i % 26]}${COIN_ENDS[Math.floor(i / 26) % 10]} ${i}`, kind: 'crypto', exchange: 'Binance', refreshed_at: at });
  }
  for (let i = 0; rows.length < 3 + COINS + STOCKS; i += 1) {
    const symbol = ticker(i * 104729, 1 + (i % 4 ? 3 : 2) + (i % 5 === 0 ? 1 : 0));
    const id = `stock:${symbol}`;
    if (taken.has(id)) continue;
    taken.add(id);
    const form = FORMS[i % FORMS.length];
    const name = `${FIRMS[i % 20]} ${FIRMS[Math.floor(i / 20) % 20]} ${ticker(i, 3).toLowerCase()} ${form}`;
    rows.push({ id, symbol, name, kind: form === 'ETF' ? 'etf' : 'stock', exchange: ['NASDAQ', 'NYSE', 'NYSE Arca'][i % 3], refreshed_at: at });
  }
  return rows;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sentiscope-bench-search-'));
  const config = benchAppConfig(dataDir);
  const { db } = await prepareDatabase(config);
  const rows = directory(Date.now());
  await replaceDirectory(db.k, ['crypto', 'stock', 'etf'], rows);
  const password = 'bench-password-1';
  await insertBenchUsers(db, ['search@bench.test'], await createPasswordHasher(config.passwordHashing).hash(password));
  const app = buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const login = await fetch(`${base}/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'search@bench.test', password }) });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
    const search = async (q: string) => {
      const answer = await timedGet(`${base}/v1/assets/search?q=${encodeURIComponent(q)}`, headers, agent);
      if (answer.status !== 200) throw new Error(`q=${q} answered ${answer.status}`);
      return answer;
    };
    // What the queries find, once, so a search that finds nothing where it should is seen.
    const found = await Promise.all(['msft', 'link'].map(async (q) => {
      const answer = await fetch(`${base}/v1/assets/search?q=${q}`, { headers: { authorization: `Bearer ${token}` } });
      return `${q}: ${((await answer.json()) as { data: Array<{ symbol: string }> }).data.slice(0, 4).map((m) => m.symbol).join(', ')}`;
    }));
    console.log(`Search bench: GET /v1/assets/search over ${rows.length.toLocaleString('en-US')} directory symbols, ${RUNS} runs of ${REQUESTS} requests over ${QUERIES.length} queries, one connection, SQLite (${found.join('; ')})`);
    const p95s: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      for (const q of QUERIES) await search(q);
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i += 1) times.push((await search(QUERIES[i % QUERIES.length])).ms);
      p95s.push(p95Of(times));
    }
    const p95 = [...p95s].sort((a, b) => a - b)[Math.floor(p95s.length / 2)];
    console.log(`p95 ${p95.toFixed(2)} ms (median of ${RUNS} runs: ${p95s.map((t) => t.toFixed(2)).join(', ')}; budget ${P95_BUDGET_MS} ms)`);
    if (process.argv.includes('--check')) {
      if (p95 > P95_BUDGET_MS) {
        console.error(`Search budget missed: p95 ${p95.toFixed(2)} ms`);
        process.exitCode = 1;
      } else console.log('Search budget met.');
    }
  } finally {
    agent.destroy();
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
