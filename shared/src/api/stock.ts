import type { ApiEnvelope, AssetOverview, StockAnalysis, StockItem } from '@sentiscope/shared/contract';
import { api } from './api-slice';

export type StockDetailsArgs = { id: string; startDate: string; endDate: string };

const stockApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStockList: build.query<StockItem[], void>({
      query: () => ({ url: '/stock/list', auth: 'access' }),
      transformResponse: (response: ApiEnvelope<StockItem[]>) => response.data ?? [],
      providesTags: ['Stock'],
    }),
    /** Every asset the plan opens: last price, 24 h and 7 d change, sparkline, mood and signal. */
    getStockOverview: build.query<AssetOverview[], void>({
      query: () => ({ url: '/stock/overview', auth: 'access' }),
      transformResponse: (response: ApiEnvelope<{ assets: AssetOverview[] }>) => response.data?.assets ?? [],
      providesTags: ['Stock'],
    }),
    getStockDetails: build.query<StockAnalysis, StockDetailsArgs>({
      query: ({ id, startDate, endDate }) => ({
        url: `/stock/details/${encodeURIComponent(id)}`,
        params: { startDate, endDate },
        auth: 'access',
      }),
      transformResponse: (response: ApiEnvelope<{ stock: StockAnalysis }>) => response.data?.stock as StockAnalysis,
      providesTags: ['Stock'],
    }),
  }),
});

export const { useGetStockListQuery, useGetStockOverviewQuery, useGetStockDetailsQuery } = stockApi;
export { stockApi };
