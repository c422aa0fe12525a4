import type { AddAssetInput, AssetAdded, AssetMatch, AssetStatus } from '@sentiscope/shared/contract';
import { api } from '@sentiscope/shared/api';
import { dataOf } from '../alerts/slice';

/** A member's calls for finding and adding assets: the directory's search, the add and the backfill's status. */
const catalogueApi = api.enhanceEndpoints({ addTagTypes: ['AssetStatus'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Directory symbols whose ticker or a word of whose name starts with q, each saying whether it is tracked or addable. */
    searchAssets: build.query<AssetMatch[], string>({
      query: (q) => ({ url: '/assets/search', params: { q }, auth: 'access' }),
      transformResponse: dataOf<AssetMatch[]>,
      keepUnusedDataFor: 30,
    }),
    /** Adds a directory symbol to the catalogue; the catalogue answer then lists it while its history is filled in. */
    addAsset: build.mutation<AssetAdded, AddAssetInput>({
      query: (body) => ({ url: '/assets', method: 'POST', body, auth: 'access' }),
      transformResponse: dataOf<AssetAdded>,
      invalidatesTags: (_result, error) => (error ? [] : ['Stock', 'AssetStatus']),
    }),
    /** Where an added asset stands: backfilling (with the stage and its progress), active, failed (with the reason) or hidden. */
    getAssetStatus: build.query<AssetStatus, string>({
      query: (id) => ({ url: `/assets/${encodeURIComponent(id)}/status`, auth: 'access' }),
      transformResponse: dataOf<AssetStatus>,
      providesTags: ['AssetStatus'],
    }),
  }),
});

export const { useSearchAssetsQuery, useAddAssetMutation, useGetAssetStatusQuery } = catalogueApi;
export { catalogueApi };
