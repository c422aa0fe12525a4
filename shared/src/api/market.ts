import type { ApiEnvelope, MarketPreview } from '@sentiscope/shared/contract';
import { api } from './api-slice';

const marketApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public: today's mood and a month of closes for the default asset (the home page's product visual). */
    getMarketPreview: build.query<MarketPreview, void>({
      query: () => ({ url: '/market/preview' }),
      transformResponse: (response: ApiEnvelope<MarketPreview>) => response.data as MarketPreview,
    }),
  }),
});

export const { useGetMarketPreviewQuery } = marketApi;
export { marketApi };
