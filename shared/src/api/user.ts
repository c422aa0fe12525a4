import type { ApiEnvelope, Device, LogoutPayload, LogoutResult, User } from '@sentiscope/shared/contract';
import { api } from './api-slice';

const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, string>({
      query: (userId) => ({ url: `/user/${encodeURIComponent(userId)}`, auth: 'access' }),
      transformResponse: (response: ApiEnvelope<User>) => response.data as User,
      providesTags: ['User'],
    }),
    /** Log out this device, one listed device, or all; with the temporary token during a device conflict. */
    logout: build.mutation<LogoutResult, LogoutPayload & { useTemporaryToken?: boolean }>({
      query: ({ useTemporaryToken, ...body }) => ({
        url: '/user/logout',
        method: 'POST',
        body,
        auth: useTemporaryToken ? 'temporary' : 'access',
      }),
      transformResponse: (response: ApiEnvelope<LogoutResult>) =>
        response.data ?? { canGetRating: false, devices: [] },
      invalidatesTags: ['Devices'],
    }),
    getDevices: build.query<Device[], { useTemporaryToken?: boolean } | void>({
      query: (arg) => ({ url: '/user/devices', auth: arg && arg.useTemporaryToken ? 'temporary' : 'access' }),
      transformResponse: (response: ApiEnvelope<{ devices: Device[] }>) => response.data?.devices ?? [],
      providesTags: ['Devices'],
    }),
  }),
});

export const { useGetUserQuery, useLazyGetUserQuery, useLogoutMutation, useGetDevicesQuery } = userApi;
export { userApi };
