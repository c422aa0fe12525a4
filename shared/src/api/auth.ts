import type { ApiEnvelope, LoginPayload, LoginResult, SignupPayload } from '@sentiscope/shared/contract';
import { api } from './api-slice';

type MessageResult = { message: string };

const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signup: build.mutation<ApiEnvelope<unknown>, SignupPayload>({
      query: (body) => ({ url: '/user/signup', method: 'POST', body }),
    }),
    /** A 429 answer carries `data: { devices, token }`: the device-conflict flow. */
    login: build.mutation<LoginResult, LoginPayload>({
      query: (body) => ({ url: '/user/login', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<LoginResult>) => response.data as LoginResult,
      invalidatesTags: ['User', 'Devices', 'Stock'],
    }),
    /** Device conflict: continue on this device once fewer than the maximum remain. */
    proceed: build.mutation<LoginResult, void>({
      query: () => ({ url: '/user/proceed', method: 'POST', auth: 'temporary' }),
      transformResponse: (response: ApiEnvelope<LoginResult>) => response.data as LoginResult,
      invalidatesTags: ['User', 'Devices'],
    }),
    forgotPassword: build.mutation<ApiEnvelope<unknown>, { email: string }>({
      query: (body) => ({ url: '/user/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<ApiEnvelope<unknown>, { token: string; newPassword: string }>({
      query: ({ token, newPassword }) => ({
        url: '/user/reset-password',
        method: 'POST',
        params: { token },
        body: { newPassword },
      }),
    }),
    requestOtp: build.mutation<MessageResult, { email: string }>({
      query: (body) => ({ url: '/auth/request-otp', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<MessageResult>) => ({
        message: response.data?.message ?? response.message,
      }),
    }),
    verifyOtp: build.mutation<ApiEnvelope<unknown>, { email: string; otp: string }>({
      query: (body) => ({ url: '/auth/verify-otp', method: 'POST', body }),
    }),
  }),
});

export const {
  useSignupMutation,
  useLoginMutation,
  useProceedMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useRequestOtpMutation,
  useVerifyOtpMutation,
} = authApi;
export { authApi };
