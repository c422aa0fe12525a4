import {
  CHANNEL_PATHS,
  type AlertChannel,
  type AlertChannelList,
  type ChannelDeliveryPage,
  type ChannelTestResult,
  type TelegramLink,
} from '@sentiscope/shared/contract';
import { alertsSlice, dataOf } from './slice';

/** The member's channels (connected or not), a test delivery on one, and one channel's delivery log. */
const channelsApi = alertsSlice.injectEndpoints({
  endpoints: (build) => ({
    getAlertChannels: build.query<AlertChannelList, void>({
      query: () => ({ url: CHANNEL_PATHS.channels, auth: 'access' }),
      transformResponse: dataOf<AlertChannelList>,
      providesTags: ['AlertChannels'],
    }),
    testChannel: build.mutation<ChannelTestResult, AlertChannel>({
      query: (channel) => ({ url: CHANNEL_PATHS.test(channel), method: 'POST', auth: 'access' }),
      transformResponse: dataOf<ChannelTestResult>,
    }),
    /** A one-time t.me link: the member opens it and presses Start, and the bot binds that chat. */
    linkTelegram: build.mutation<TelegramLink, void>({
      query: () => ({ url: CHANNEL_PATHS.telegramLink, method: 'POST', auth: 'access' }),
      transformResponse: dataOf<TelegramLink>,
    }),
    disconnectTelegram: build.mutation<AlertChannelList, void>({
      query: () => ({ url: CHANNEL_PATHS.telegram, method: 'DELETE', auth: 'access' }),
      transformResponse: dataOf<AlertChannelList>,
      invalidatesTags: ['AlertChannels'],
    }),
    getChannelDeliveries: build.query<ChannelDeliveryPage, { channel: AlertChannel; page: number }>({
      query: ({ channel, page }) => ({ url: `${CHANNEL_PATHS.deliveries(channel)}?page=${page}`, auth: 'access' }),
      transformResponse: dataOf<ChannelDeliveryPage>,
      providesTags: ['AlertChannels'],
    }),
  }),
});

export const { useGetAlertChannelsQuery, useTestChannelMutation, useGetChannelDeliveriesQuery, useLinkTelegramMutation, useDisconnectTelegramMutation } = channelsApi;
export { channelsApi };
