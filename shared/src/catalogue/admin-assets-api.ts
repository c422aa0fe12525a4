import type { AssetChange, CatalogueAsset, DirectoryRun } from '@sentiscope/shared/contract';
import { api } from '@sentiscope/shared/api';
import { dataOf } from '../alerts/slice';

/** The admin's catalogue (super admins only): every asset as stored, a change of one, and the directory's refresh. */
const adminAssetsApi = api.enhanceEndpoints({ addTagTypes: ['AdminAssets', 'AssetStatus'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminAssets: build.query<CatalogueAsset[], void>({
      query: () => ({ url: '/admin/assets', auth: 'access' }),
      transformResponse: dataOf<CatalogueAsset[]>,
      providesTags: ['AdminAssets'],
    }),
    /** Hides an asset or shows it again, or replaces its aliases. */
    changeAsset: build.mutation<CatalogueAsset, { id: string; change: AssetChange }>({
      query: ({ id, change }) => ({ url: `/admin/assets/${encodeURIComponent(id)}`, method: 'PATCH', body: change, auth: 'access' }),
      transformResponse: dataOf<CatalogueAsset>,
      invalidatesTags: (_result, error) => (error ? [] : ['AdminAssets', 'Stock']),
    }),
    /** Fills the symbol directory from its sources now. */
    runDirectory: build.mutation<DirectoryRun, void>({
      query: () => ({ url: '/admin/jobs/directory/run', method: 'POST', auth: 'access' }),
      transformResponse: dataOf<DirectoryRun>,
    }),
  }),
});

export const { useGetAdminAssetsQuery, useChangeAssetMutation, useRunDirectoryMutation } = adminAssetsApi;
