// Interim stock routes: the catalogue, plan locking and a plain daily close series from CSV files.
// The market data / analysis engine replaces the internals of this file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, type AssetKind, type StockItem } from '@sentiscope/shared/contract';
import type { AppContext } from '../context';
import { badRequest, forbidden, notFound, ok } from '../http/envelope';
import { idParam, obj, str } from '../http/schemas';
import { API_MESSAGES } from '../messages';
import { findFreePlan, findPlan } from '../repos/plans';
import { isSubscriptionActive } from '../repos/users';
import { optionalAccess, requireAccess, type AccessAuth } from '../auth/guard';

type Asset = { id: string; symbol: string; name: string; kind: AssetKind; isDefault: boolean; file: string };

const crypto = (symbol: string, title: string): Asset => ({
  id: symbol.toLowerCase(),
  symbol,
  name: `${symbol} - ${title}`,
  kind: 'crypto',
  isDefault: symbol === 'BTC',
  file: `${symbol}-USD.csv`,
});
const stock = (symbol: string, title: string): Asset => ({
  id: symbol.toLowerCase(),
  symbol,
  name: `${symbol} - ${title}`,
  kind: 'stock',
  isDefault: false,
  file: `${symbol}.csv`,
});

export const ASSETS: readonly Asset[] = [
  crypto('BTC', 'Bitcoin'),
  crypto('ETH', 'Ethereum'),
  crypto('SOL', 'Solana'),
  crypto('BNB', 'BNB'),
  crypto('XRP', 'XRP'),
  crypto('ADA', 'Cardano'),
  crypto('DOGE', 'Dogecoin'),
  stock('AAPL', 'Apple'),
  stock('MSFT', 'Microsoft'),
  stock('NVDA', 'NVIDIA'),
  stock('TSLA', 'Tesla'),
  stock('SPY', 'SPDR S&P 500 ETF'),
];

export type PricePoint = { date: string; close: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const LATEST_DATE = Date.UTC(2100, 0, 1);

async function readCloses(file: string): Promise<PricePoint[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return [];
  }
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const columns = header.split(',');
  const dateAt = columns.indexOf('date');
  const closeAt = columns.indexOf('close');
  const points: PricePoint[] = [];
  for (const line of lines) {
    const cells = line.split(',');
    const close = Number(cells[closeAt]);
    if (/^\d{4}-\d{2}-\d{2}$/.test(cells[dateAt] ?? '') && Number.isFinite(close)) points.push({ date: cells[dateAt], close });
  }
  return points;
}

function parseDate(value: string | undefined, name: string): number | null {
  if (value === undefined || value === '') return null;
  const at = Date.parse(value);
  if (Number.isNaN(at) || at < 0 || at > LATEST_DATE) throw badRequest(`Invalid ${name}`);
  return at;
}

export function registerStockRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  /** Asset ids the caller's plan opens: their plan while the subscription is active, else the free plan. */
  async function openAssets(auth: AccessAuth | null): Promise<Set<string>> {
    const now = ctx.now();
    const own = auth && auth.user.plan_id && isSubscriptionActive(auth.user, now) ? await findPlan(db.k, auth.user.plan_id) : null;
    const plan = own ?? (await findFreePlan(db.k));
    return new Set(plan?.cryptos ?? []);
  }

  app.get('/stock/list', { schema: { querystring: obj({}) } }, async (request, reply) => {
    const open = await openAssets(await optionalAccess(ctx, request));
    const list: StockItem[] = ASSETS.map(({ id, name, symbol, kind, isDefault }) => ({
      id,
      name,
      symbol,
      kind,
      isDefault,
      locked: !open.has(id),
    }));
    return ok(reply, API_MESSAGES.stocksListed, list);
  });

  app.get<{ Params: { id: string }; Querystring: { startDate?: string; endDate?: string } }>(
    '/stock/details/:id',
    { schema: { params: idParam('id'), querystring: obj({ startDate: str(40), endDate: str(40) }) } },
    async (request, reply) => {
      const auth = await requireAccess(ctx, request);
      const asset = ASSETS.find((a) => a.id === request.params.id);
      if (!asset) throw notFound(API_MESSAGES.stockNotFound);
      if (!(await openAssets(auth)).has(asset.id)) throw forbidden(MESSAGES.assetLocked);
      const end = parseDate(request.query.endDate, 'endDate') ?? ctx.now();
      const start = parseDate(request.query.startDate, 'startDate') ?? end - 30 * DAY_MS;
      if (start > end) throw badRequest('startDate must be before endDate');
      const from = new Date(start).toISOString().slice(0, 10);
      const to = new Date(end).toISOString().slice(0, 10);
      const prices = (await readCloses(path.join(ctx.config.marketDataDir, asset.file))).filter(
        (p) => p.date >= from && p.date <= to,
      );
      const { id, name, symbol, kind } = asset;
      return ok(reply, API_MESSAGES.stockDetails, {
        stock: { id, name, symbol, kind, startDate: new Date(start).toISOString(), endDate: new Date(end).toISOString(), prices },
      });
    },
  );
}
