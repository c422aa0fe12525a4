// GET /v1/stock/history/{id}?interval=1h: the asset's hourly sentiment and closes, a stored wire body per range kept
// until the stored data's version changes; the range's last hour moves on as each hour closes, so its key does too.
import type { AppContext } from '../../context';
import type { WireBody } from '../../platform/http/wire';
import { API_MESSAGES } from '../../platform/messages';
import { hourlyRange, readHourlyHistory } from '../service/hourly-history';
import { keptBodies } from './kept-bodies';

/** The stored body of an asset's closed hours over the range a query asks for (a MarketRequestError when it cannot). */
export function hourlyHistoryFor(ctx: AppContext) {
  const bodyOf = keptBodies(API_MESSAGES.stockHistory);
  return (assetId: string, query: { startDate?: string; endDate?: string }): Promise<WireBody> => {
    const range = hourlyRange(query, ctx.now());
    return bodyOf(ctx.db.k, `${assetId}|${range.from}|${range.to}`, () => readHourlyHistory(ctx.db.k, assetId, range));
  };
}
