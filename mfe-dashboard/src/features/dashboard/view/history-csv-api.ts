import { api } from '@sentiscope/shared/api';

/** GET /v1/stock/history/:id.csv as text: loaded with the first click on its button, never with the dashboard. */
export const historyCsvApi = api.injectEndpoints({
  endpoints: (build) => ({
    historyCsv: build.mutation<string, { assetId: string; startDate: string; endDate: string }>({
      query: ({ assetId, startDate, endDate }) => ({
        url: `/stock/history/${encodeURIComponent(assetId)}.csv?startDate=${startDate}&endDate=${endDate}`,
        auth: 'access',
        // The CSV as text; a refusal is the usual JSON envelope, so its message reaches the button.
        responseHandler: (response: Response) => (response.ok ? response.text() : response.json()),
      }),
    }),
  }),
});
