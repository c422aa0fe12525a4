import {
  ALERT_PATHS,
  type VisitInput,
  type VisitRecorded,
  type VisitTakeover,
  type Watchlist,
  type WatchlistInput,
} from '@sentiscope/shared/contract';
import { alertsSlice, dataOf } from './slice';

/** The member's watchlist and "since your last visit", kept on the server. */
const watchlistApi = alertsSlice.injectEndpoints({
  endpoints: (build) => ({
    getWatchlist: build.query<Watchlist, void>({
      query: () => ({ url: ALERT_PATHS.watchlist, auth: 'access' }),
      transformResponse: dataOf<Watchlist>,
      providesTags: ['Watchlist'],
    }),
    /** Saves the whole list; the cache shows the new order at once and goes back if the server refuses. */
    putWatchlist: build.mutation<Watchlist, WatchlistInput>({
      query: (body) => ({ url: ALERT_PATHS.watchlist, method: 'PUT', body, auth: 'access' }),
      transformResponse: dataOf<Watchlist>,
      async onQueryStarted({ assets }, { dispatch, queryFulfilled }) {
        const patch = dispatch(watchlistApi.util.updateQueryData('getWatchlist', undefined, (draft) => void (draft.assets = [...assets])));
        try {
          const { data } = await queryFulfilled;
          dispatch(watchlistApi.util.upsertQueryData('getWatchlist', undefined, data));
        } catch {
          patch.undo();
        }
      },
    }),
    /** Records what the member sees now of one asset; answers the visit before it. */
    recordVisit: build.mutation<VisitRecorded, VisitInput>({
      query: (body) => ({ url: ALERT_PATHS.visits, method: 'POST', body, auth: 'access' }),
      transformResponse: dataOf<VisitRecorded>,
    }),
    /** Hands the browser's old local copy of the visits to the server, once. */
    takeOverVisits: build.mutation<Watchlist, VisitTakeover>({
      query: (body) => ({ url: ALERT_PATHS.visitTakeover, method: 'POST', body, auth: 'access' }),
      transformResponse: dataOf<Watchlist>,
      invalidatesTags: ['Watchlist'],
    }),
  }),
});

export const { useGetWatchlistQuery, usePutWatchlistMutation, useRecordVisitMutation, useTakeOverVisitsMutation } = watchlistApi;
export { watchlistApi };
