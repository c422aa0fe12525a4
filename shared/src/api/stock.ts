import type { ApiEnvelope, AssetOverview, DayHeadlines, DayHeadlineScope, StockAnalysis, StockHistory, StockItem } from '@sentiscope/shared/contract';
import { api } from './api-slice';

export type StockDetailsArgs = { id: string; startDate: string; endDate: string };
export type StockHistoryArgs = StockDetailsArgs;
export type DayHeadlinesArgs = { id: string; day: string; scope: DayHeadlineScope };

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
    /** The stored daily history of one asset over a range: close, mood, band, components and signal per closed day. */
    getStockHistory: build.query<StockHistory, StockHistoryArgs>({
      query: ({ id, startDate, endDate }) => ({
        url: `/stock/history/${encodeURIComponent(id)}`,
        params: { startDate, endDate },
        auth: 'access',
      }),
      transformResponse: (response: ApiEnvelope<StockHistory>) => response.data as StockHistory,
      providesTags: ['Stock'],
    }),
    /** Every scored headline of one asset on one day (a chart marker's day), in the analysis's scope. */
    getDayHeadlines: build.query<DayHeadlines, DayHeadlinesArgs>({
      query: ({ id, day, scope }) => ({ url: `/stock/headlines/${encodeURIComponent(id)}`, params: { day, scope }, auth: 'access' }),
      transformResponse: (response: ApiEnvelope<DayHeadlines>) => response.data as DayHeadlines,
      providesTags: ['Stock'],
    }),
  }),
});

export const {
  useGetStockListQuery,
  useGetStockOverviewQuery,
  useGetStockDetailsQuery,
  useGetStockHistoryQuery,
  useGetDayHeadlinesQuery,
} = stockApi;
export { stockApi };
