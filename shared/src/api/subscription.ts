import type { ApiEnvelope, PaymentRecord, Subscription } from '@sentiscope/shared/contract';
import { api } from './api-slice';

const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Undo a cancel before the paid period ends. */
    resumeSubscription: build.mutation<Subscription | null, void>({
      query: () => ({ url: '/subscription/resume', method: 'POST', body: {}, auth: 'access' }),
      transformResponse: (response: ApiEnvelope<{ subscription: Subscription }>) => response.data?.subscription ?? null,
      invalidatesTags: ['User'],
    }),
    getPaymentHistory: build.query<PaymentRecord[], void>({
      query: () => ({ url: '/subscription/payments', auth: 'access' }),
      transformResponse: (response: ApiEnvelope<{ payments: PaymentRecord[] }>) => response.data?.payments ?? [],
      providesTags: ['User'],
    }),
  }),
});

export const { useResumeSubscriptionMutation, useGetPaymentHistoryQuery } = subscriptionApi;
export { subscriptionApi };
