import { api } from '@sentiscope/shared/api';
import type { ApiEnvelope, ApiKeyCreated, ApiKeyInput, ApiKeyList } from '@sentiscope/shared/contract';

const dataOf = <T,>(response: ApiEnvelope<T>): T => response.data as T;

/** The profile's Developer section: the member's API keys (docs/api.md, API keys). Only this remote calls them. */
const apiKeysApi = api.enhanceEndpoints({ addTagTypes: ['ApiKeys'] }).injectEndpoints({
  endpoints: (build) => ({
    getApiKeys: build.query<ApiKeyList, void>({
      query: () => ({ url: '/user/api-keys', auth: 'access' }),
      transformResponse: dataOf<ApiKeyList>,
      providesTags: ['ApiKeys'],
    }),
    /** Answers the secret, once. */
    createApiKey: build.mutation<ApiKeyCreated, ApiKeyInput>({
      query: (body) => ({ url: '/user/api-keys', method: 'POST', body, auth: 'access' }),
      transformResponse: dataOf<ApiKeyCreated>,
      invalidatesTags: ['ApiKeys', 'Security'],
    }),
    revokeApiKey: build.mutation<void, string>({
      query: (id) => ({ url: `/user/api-keys/${encodeURIComponent(id)}`, method: 'DELETE', auth: 'access' }),
      transformResponse: () => undefined,
      invalidatesTags: ['ApiKeys', 'Security'],
    }),
  }),
});

export const { useGetApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
