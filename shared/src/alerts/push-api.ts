import type { PushPublicKey, PushSubscriptionInput, PushSubscriptionView } from '@sentiscope/shared/contract';
import { alertsSlice, dataOf } from './slice';

/** Browser push: the key a browser subscribes with, and turning push on in this browser (docs/alerts.md). */
const pushApi = alertsSlice.injectEndpoints({
  endpoints: (build) => ({
    getPushPublicKey: build.query<PushPublicKey, void>({
      query: () => ({ url: '/push/vapid-public-key' }),
      transformResponse: dataOf<PushPublicKey>,
    }),
    subscribePush: build.mutation<PushSubscriptionView, PushSubscriptionInput>({
      query: (body) => ({ url: '/push/subscriptions', method: 'POST', body, auth: 'access' }),
      transformResponse: dataOf<PushSubscriptionView>,
      invalidatesTags: ['AlertChannels'],
    }),
  }),
});

export const { useLazyGetPushPublicKeyQuery, useSubscribePushMutation } = pushApi;
