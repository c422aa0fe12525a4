import type { ApiEnvelope, TrackRecord } from '@sentiscope/shared/contract';
import { api } from '@sentiscope/shared/api';

// Injected into the one shared api slice from the pages that show the track record, so its code loads with them
// and not with the site's first page.
const trackRecordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** What followed each mood band and signal state on one asset's stored history (BTC and SPY open to anyone). */
    getTrackRecord: build.query<TrackRecord, string>({
      query: (id) => ({ url: `/stock/track-record/${encodeURIComponent(id)}`, auth: 'access' }),
      transformResponse: (response: ApiEnvelope<TrackRecord>) => response.data as TrackRecord,
      providesTags: ['Stock'],
    }),
  }),
});

export const { useGetTrackRecordQuery } = trackRecordApi;
export { trackRecordApi };
