// GET /v1/market/preview: the public page's live product visual. Public, small and cached, so a visit to
// the home page never costs a full analysis.
import type { FastifyInstance } from 'fastify';
import { MARKET_PREVIEW_DAYS, type MarketPreview } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { ok } from '../../platform/http/envelope';
import { API_MESSAGES } from '../../platform/messages';
import { answer, emptyQuery, typed } from '../../platform/http/schemas';
import { DEFAULT_ASSET_ID } from '../../catalogue/service/catalogue';
import type { MarketService } from '../service/market';
import { preview } from './schemas';

const PREVIEW_TTL_MS = 10 * 60 * 1000;

export function registerMarketPreviewRoutes(app: FastifyInstance, ctx: AppContext, market: MarketService): void {
  let cached: { at: number; preview: Promise<MarketPreview> } | null = null;

  // The default range ends at the newest candle the provider holds (the offline dataset may end in the past).
  async function buildPreview(): Promise<MarketPreview> {
    const analysis = await market.details(DEFAULT_ASSET_ID, {});
    return {
      asset: { id: analysis.asset.id, name: analysis.asset.name, symbol: analysis.asset.symbol },
      mood: { value: analysis.mood.value, band: analysis.mood.band },
      closes: analysis.candles.slice(-MARKET_PREVIEW_DAYS).map(({ date, close }) => ({ date, close })),
      sourceLabel: analysis.dataSource.label,
      freshness: analysis.freshness,
    };
  }

  const answers = { 200: answer(preview) };
  typed(app).get('/market/preview', { config: { access: 'public' }, schema: { querystring: emptyQuery, response: answers } }, async (_request, reply) => {
    const now = ctx.now();
    if (!cached || now - cached.at >= PREVIEW_TTL_MS || now < cached.at) {
      const preview = buildPreview();
      cached = { at: now, preview };
      preview.catch(() => {
        cached = null;
      });
    }
    reply.header('cache-control', 'public, max-age=300');
    return ok(reply, API_MESSAGES.marketPreview, await cached.preview);
  });
}
