import type { ApiEnvelope, CancelSubscriptionPayload, CheckoutSessionPayload, CheckoutSummary } from '@sentiscope/shared/contract';
import { api } from './api-slice';

const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Opens a checkout for a plan and cycle; the server prices it. The browser then goes to `url`. */
    createCheckoutSession: build.mutation<{ url: string; sessionId: string }, CheckoutSessionPayload>({
      query: (body) => ({ url: '/payment/create-checkout-session', method: 'POST', body, auth: 'access' }),
      transformResponse: (response: ApiEnvelope<{ url: string; sessionId: string }>) => response.data as { url: string; sessionId: string },
    }),
    /** The buyer's order summary: before paying, and on the success page to confirm the payment went through. */
    getCheckout: build.query<CheckoutSummary, string>({
      query: (id) => ({ url: `/payment/checkout/${encodeURIComponent(id)}`, auth: 'access' }),
      transformResponse: (response: ApiEnvelope<CheckoutSummary>) => response.data as CheckoutSummary,
    }),
    /** The built-in test checkout's Pay: with the buyer's own session; the plan changes, so the user is refetched. */
    payLocalCheckout: build.mutation<CheckoutSummary, string>({
      query: (id) => ({ url: `/payment/local-checkout/${encodeURIComponent(id)}/pay`, method: 'POST', auth: 'access' }),
      transformResponse: (response: ApiEnvelope<CheckoutSummary>) => response.data as CheckoutSummary,
      invalidatesTags: ['User'],
    }),
    cancelLocalCheckout: build.mutation<void, string>({
      query: (id) => ({ url: `/payment/local-checkout/${encodeURIComponent(id)}/cancel`, method: 'POST', auth: 'access' }),
    }),
    cancelSubscription: build.mutation<ApiEnvelope<{ error?: string }>, CancelSubscriptionPayload>({
      query: (body) => ({ url: '/payment/cancel-subscription', method: 'POST', body, auth: 'access' }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useCreateCheckoutSessionMutation,
  useGetCheckoutQuery,
  usePayLocalCheckoutMutation,
  useCancelLocalCheckoutMutation,
  useCancelSubscriptionMutation,
} = paymentApi;
export { paymentApi };
