import type { ApiEnvelope, MarketsPage, MarketsQuery } from '@sentiscope/shared/contract';
import { api } from './api-slice';

/** Only the parameters set, so the API's defaults apply to the rest. */
const paramsOf = (query: MarketsQuery) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

const marketsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the screener: the assets the plan opens, sorted and filtered, with the total. */
    getMarkets: build.query<MarketsPage, MarketsQuery>({
      query: (query) => ({ url: '/markets', params: paramsOf(query), auth: 'access' }),
      transformResponse: (response: ApiEnvelope<MarketsPage>) => response.data as MarketsPage,
      providesTags: ['Stock'],
    }),
    /** Every row the filter lets through, as the CSV text the API writes. */
    downloadMarketsCsv: build.mutation<string, Omit<MarketsQuery, 'limit' | 'offset'>>({
      query: (query) => ({ url: '/markets.csv', params: paramsOf(query), auth: 'access', responseHandler: 'text' }),
    }),
  }),
});

export const { useGetMarketsQuery, useDownloadMarketsCsvMutation } = marketsApi;
