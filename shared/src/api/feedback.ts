import type { ApiEnvelope, FeedbackPayload } from '../contract';
import { api } from './api-slice';

const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendFeedback: build.mutation<ApiEnvelope<unknown>, FeedbackPayload>({
      query: (body) => ({ url: '/feedback', method: 'POST', body, auth: 'access' }),
    }),
  }),
});

export const { useSendFeedbackMutation } = feedbackApi;
export { feedbackApi };
