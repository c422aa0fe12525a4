import { api } from '@sentiscope/shared/api';
import type { ApiEnvelope, CandleInterval, StockCandles, StockHourlyHistory } from '@sentiscope/shared/contract';

export type IntradayArgs = { id: string; startDate: string; endDate: string };

/**
 * The hourly chart's calls, GET /v1/stock/candles/:id and GET /v1/stock/history/:id?interval=1h: injected when the
 * intraday chart loads (on the first choice of 1H or 4H), never with the dashboard.
 */
export const intradayApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStockCandles: build.query<StockCandles, IntradayArgs & { interval: CandleInterval }>({
      query: ({ id, interval, startDate, endDate }) => ({ url: `/stock/candles/${encodeURIComponent(id)}`, params: { interval, startDate, endDate }, auth: 'access' }),
      transformResponse: (response: ApiEnvelope<StockCandles>) => response.data as StockCandles,
      providesTags: ['Stock'],
    }),
    getHourlyHistory: build.query<StockHourlyHistory, IntradayArgs>({
      query: ({ id, startDate, endDate }) => ({ url: `/stock/history/${encodeURIComponent(id)}`, params: { interval: '1h', startDate, endDate }, auth: 'access' }),
      transformResponse: (response: ApiEnvelope<StockHourlyHistory>) => response.data as StockHourlyHistory,
      providesTags: ['Stock'],
    }),
  }),
});

export const { useGetStockCandlesQuery, useGetHourlyHistoryQuery } = intradayApi;
