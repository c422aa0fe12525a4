import { api } from '@sentiscope/shared/api';
import type { OpenApiDocument } from './reference';

// Injected into the one shared api slice from the developers page, so its code loads with that page only.
const openApiApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The API's OpenAPI 3.1 document, as it is (it is not in the envelope). */
    getOpenApiDocument: build.query<OpenApiDocument, void>({ query: () => ({ url: '/openapi.json' }) }),
  }),
});

export const { useGetOpenApiDocumentQuery } = openApiApi;
