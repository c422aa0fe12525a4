// Binance, Coinbase Exchange and NASDAQ Trader on one loopback server, answering the symbol directory's requests
// with the files in fixtures/directory (written in each source's published format), and the market configuration
// that points the directory at them (offline, so nothing else is reached).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadMarketConfig, type MarketConfig } from '../../src/prices/service/config';
import { startLoopbackServer, type LoopbackServer } from './loopback-server';

const fixture = (name: string) => readFileSync(path.join(__dirname, '..', 'fixtures', 'directory', name), 'utf8');

export async function startDirectorySources(): Promise<{ sources: LoopbackServer; market: MarketConfig }> {
  const sources = await startLoopbackServer();
  const serve = (route: string, file: string, type: string) => sources.route(route, (_req, res) => void res.writeHead(200, { 'content-type': type }).end(fixture(file)));
  serve('/api/v3/exchangeInfo', 'exchangeInfo.json', 'application/json');
  serve('/currencies', 'currencies.json', 'application/json');
  serve('/SymDir/nasdaqlisted.txt', 'nasdaqlisted.txt', 'text/plain');
  serve('/SymDir/otherlisted.txt', 'otherlisted.txt', 'text/plain');
  const market = loadMarketConfig({ SENTISCOPE_OFFLINE: '1', BINANCE_BASE_URL: sources.url, COINBASE_BASE_URL: sources.url, NASDAQ_TRADER_BASE_URL: `${sources.url}/SymDir` });
  return { sources, market };
}
