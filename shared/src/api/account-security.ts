import type { ApiEnvelope, SecurityOverview, TwoFactorSetup } from '@sentiscope/shared/contract';
import { api } from './api-slice';

type Message = { message: string };
const messageOf = (response: ApiEnvelope<unknown>): Message => ({ message: response.message });

/** The profile's security section: password, e-mail, two-factor sign-in, the security log, export, deletion. */
const accountSecurityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSecurityOverview: build.query<SecurityOverview, void>({
      query: () => ({ url: '/user/security', auth: 'access' }),
      transformResponse: (response: ApiEnvelope<SecurityOverview>) => response.data as SecurityOverview,
      providesTags: ['Security'],
    }),
    changePassword: build.mutation<Message, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/user/change-password', method: 'POST', body, auth: 'access' }),
      transformResponse: messageOf,
      invalidatesTags: ['Security', 'Devices'],
    }),
    changeEmail: build.mutation<Message, { password: string; newEmail: string }>({
      query: (body) => ({ url: '/user/change-email', method: 'POST', body, auth: 'access' }),
      transformResponse: messageOf,
    }),
    confirmEmail: build.mutation<Message, { token: string }>({
      query: (body) => ({ url: '/user/confirm-email', method: 'POST', body, auth: 'access' }),
      transformResponse: messageOf,
      invalidatesTags: ['User', 'Security'],
    }),
    setupTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: '/user/two-factor/setup', method: 'POST', auth: 'access' }),
      transformResponse: (response: ApiEnvelope<TwoFactorSetup>) => response.data as TwoFactorSetup,
    }),
    enableTwoFactor: build.mutation<{ recoveryCodes: string[] }, { code: string }>({
      query: (body) => ({ url: '/user/two-factor/enable', method: 'POST', body, auth: 'access' }),
      transformResponse: (response: ApiEnvelope<{ recoveryCodes: string[] }>) => response.data ?? { recoveryCodes: [] },
      invalidatesTags: ['Security'],
    }),
    disableTwoFactor: build.mutation<Message, { password: string; code: string }>({
      query: (body) => ({ url: '/user/two-factor/disable', method: 'POST', body, auth: 'access' }),
      transformResponse: messageOf,
      invalidatesTags: ['Security'],
    }),
    exportMyData: build.mutation<unknown, void>({
      query: () => ({ url: '/user/export', auth: 'access' }),
      transformResponse: (response: ApiEnvelope<unknown>) => response.data,
    }),
    deleteAccount: build.mutation<Message, { password: string; confirmation: string }>({
      query: (body) => ({ url: '/user/delete-account', method: 'POST', body, auth: 'access' }),
      transformResponse: messageOf,
    }),
  }),
});

export const {
  useGetSecurityOverviewQuery,
  useChangePasswordMutation,
  useChangeEmailMutation,
  useConfirmEmailMutation,
  useSetupTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useExportMyDataMutation,
  useDeleteAccountMutation,
} = accountSecurityApi;
export { accountSecurityApi };
