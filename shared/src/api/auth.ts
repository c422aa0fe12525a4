import type { ApiEnvelope, LoginPayload, LoginResult, SignupPayload } from '@sentiscope/shared/contract';
import { api } from './api-slice';
import { forgetSignup, rememberSignup, signupFor } from './signup-handles';
import { rememberUnlockPass, unlockPassFor } from './unlock-passes';
import { userApi } from './user';

type MessageResult = { message: string };

/**
 * The login answer carries the user: it goes straight into the user cache (the query the header, menu and
 * pages read), so signing in costs one request, not a login and then a user fetch.
 */
async function cacheSignedInUser(_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: LoginResult }> }) {
  try {
    const { data } = await queryFulfilled;
    // Written at once as a fulfilled entry, so a reader subscribing right after the login finds it.
    if (data?.user?._id) dispatch(userApi.util.upsertQueryEntries([{ endpointName: 'getUser', arg: data.user._id, value: data.user }]));
  } catch {
    // A failed login has no user; the page shows the server's message.
  }
}

const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signup: build.mutation<ApiEnvelope<unknown>, SignupPayload>({
      query: (body) => ({ url: '/user/signup', method: 'POST', body }),
      async onQueryStarted(body, { queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        rememberSignup(body.email, (data?.data as { signupId?: unknown } | undefined)?.signupId);
      },
    }),
    /** A 429 answer carries `data: { devices, token }`: the device-conflict flow. */
    login: build.mutation<LoginResult, LoginPayload>({
      // A browser that opened this account's unlock link sends the pass it got, and is let through.
      query: (body) => ({ url: '/user/login', method: 'POST', body: { ...body, unlockPass: unlockPassFor(body.email) } }),
      transformResponse: (response: ApiEnvelope<LoginResult>) => response.data as LoginResult,
      invalidatesTags: ['Devices', 'Stock'],
      async onQueryStarted(body, lifecycle) {
        // A login before verifying names the sign-up whose password it was, so its code can be asked for.
        lifecycle.queryFulfilled.catch((failure: { error: unknown }) => {
          const error = failure.error as { status?: unknown; data?: { signupId?: unknown } } | undefined;
          if (error?.status === 403) rememberSignup(body.email, error.data?.signupId);
        });
        await cacheSignedInUser(body, lifecycle);
      },
    }),
    /** Device conflict: continue on this device once fewer than the maximum remain. */
    proceed: build.mutation<LoginResult, void>({
      query: () => ({ url: '/user/proceed', method: 'POST', auth: 'temporary' }),
      transformResponse: (response: ApiEnvelope<LoginResult>) => response.data as LoginResult,
      onQueryStarted: cacheSignedInUser,
      invalidatesTags: ['Devices'],
    }),
    /** The link mailed after many wrong passwords: lets this browser sign in to the account again. */
    unlockSignIn: build.mutation<{ message: string }, { token: string }>({
      query: (body) => ({ url: '/user/unlock', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<{ email?: string; unlockPass?: string }>) => {
        rememberUnlockPass(response.data?.email, response.data?.unlockPass);
        return { message: response.message };
      },
    }),
    forgotPassword: build.mutation<ApiEnvelope<unknown>, { email: string }>({
      query: (body) => ({ url: '/user/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<ApiEnvelope<unknown>, { token: string; newPassword: string }>({
      // The token travels in the body, never in an address that logs, proxies and history keep.
      query: ({ token, newPassword }) => ({ url: '/user/reset-password', method: 'POST', body: { token, newPassword } }),
    }),
    requestOtp: build.mutation<MessageResult, { email: string }>({
      query: ({ email }) => ({ url: '/auth/request-otp', method: 'POST', body: { email, signupId: signupFor(email) } }),
      transformResponse: (response: ApiEnvelope<MessageResult>) => ({
        message: response.data?.message ?? response.message,
      }),
    }),
    verifyOtp: build.mutation<ApiEnvelope<unknown>, { email: string; otp: string }>({
      query: ({ email, otp }) => ({ url: '/auth/verify-otp', method: 'POST', body: { email, otp, signupId: signupFor(email) } }),
      async onQueryStarted({ email }, { queryFulfilled }) {
        if (await queryFulfilled.then(() => true, () => false)) forgetSignup(email);
      },
    }),
  }),
});

export const {
  useSignupMutation,
  useLoginMutation,
  useProceedMutation,
  useForgotPasswordMutation,
  useUnlockSignInMutation,
  useResetPasswordMutation,
  useRequestOtpMutation,
  useVerifyOtpMutation,
} = authApi;
export { authApi };
