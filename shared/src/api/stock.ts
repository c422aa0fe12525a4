import type { ApiEnvelope, StockItem } from '@sentiscope/shared/contract';
import { api } from './api-slice';

export type StockDetailsArgs = { id: string; startDate: string; endDate: string };

const stockApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStockList: build.query<StockItem[], void>({
      query: () => ({ url: '/stock/list', auth: 'access' }),
      transformResponse: (response: ApiEnvelope<StockItem[]>) => response.data ?? [],
      providesTags: ['Stock'],
    }),
    getStockDetails: build.query<unknown, StockDetailsArgs>({
      query: ({ id, startDate, endDate }) => ({
        url: `/stock/details/${encodeURIComponent(id)}`,
        params: { startDate, endDate },
        auth: 'access',
      }),
      transformResponse: (response: ApiEnvelope<{ stock: unknown }>) => response.data?.stock,
      providesTags: ['Stock'],
    }),
  }),
});

export const { useGetStockListQuery, useGetStockDetailsQuery } = stockApi;
export { stockApi };
