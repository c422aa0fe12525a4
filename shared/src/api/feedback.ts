import type { ApiEnvelope, FeedbackPayload } from '../contract';
import { api } from './api-slice';

export type SendFeedbackArgs = FeedbackPayload & {
  /** The logout answer's rating token: after logout the session token no longer authenticates. */
  ratingToken?: string;
};

const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendFeedback: build.mutation<ApiEnvelope<unknown>, SendFeedbackArgs>({
      query: ({ ratingToken, ...body }) =>
        ratingToken
          ? { url: '/feedback', method: 'POST', body, headers: { authorization: `Bearer ${ratingToken}` } }
          : { url: '/feedback', method: 'POST', body, auth: 'access' },
    }),
  }),
});

export const { useSendFeedbackMutation } = feedbackApi;
export { feedbackApi };
