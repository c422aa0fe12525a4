import type { ApiEnvelope, AssetOverview, DayHeadlines, DayHeadlineScope, StockAnalysis, StockHistory, StockItem } from '@sentiscope/shared/contract';
import { api } from './api-slice';

export type StockDetailsArgs = { id: string; startDate: string; endDate: string };
export type StockHistoryArgs = StockDetailsArgs;
/** `offset` names a page of the day's headlines (the previous page's `nextOffset`); absent = the first page. */
export type DayHeadlinesArgs = { id: string; day: string; scope: DayHeadlineScope; offset?: number };

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
    /** One page of the scored headlines of one asset on one day (a chart marker's day), in the analysis's scope. */
    getDayHeadlines: build.query<DayHeadlines, DayHeadlinesArgs>({
      query: ({ id, day, scope, offset }) => ({
        url: `/stock/headlines/${encodeURIComponent(id)}`,
        params: offset ? { day, scope, offset } : { day, scope },
        auth: 'access',
      }),
      transformResponse: (response: ApiEnvelope<DayHeadlines>) => response.data as DayHeadlines,
      // One entry per day and scope: each page asked for ("Show more") joins the pages before it.
      serializeQueryArgs: ({ queryArgs: { id, day, scope } }) => `${id}|${day}|${scope}`,
      merge: (held, page) => {
        if (page.offset === 0 || page.offset > held.headlines.length) return page;
        held.headlines.splice(page.offset, Infinity, ...page.headlines);
        held.total = page.total;
        held.nextOffset = page.nextOffset;
      },
      forceRefetch: ({ currentArg, previousArg }) => (currentArg?.offset ?? 0) !== (previousArg?.offset ?? 0),
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
