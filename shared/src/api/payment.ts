import type { ApiEnvelope, CancelSubscriptionPayload, CheckoutSessionPayload } from '@sentiscope/shared/contract';
import { api } from './api-slice';

const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutSession: build.mutation<{ url: string }, CheckoutSessionPayload>({
      query: (body) => ({ url: '/payment/create-checkout-session', method: 'POST', body, auth: 'access' }),
      transformResponse: (response: ApiEnvelope<{ url: string }>) => response.data as { url: string },
      invalidatesTags: ['User'],
    }),
    cancelSubscription: build.mutation<ApiEnvelope<{ error?: string }>, CancelSubscriptionPayload>({
      query: (body) => ({ url: '/payment/cancel-subscription', method: 'POST', body, auth: 'access' }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useCreateCheckoutSessionMutation, useCancelSubscriptionMutation } = paymentApi;
export { paymentApi };
