// The member's alert channels as the API keeps them, for the alerts and profile tests: Connect Telegram answers a
// link and the chat is bound when the test says the member pressed Start; tests answer per channel; each channel
// has its deliveries.
import { http, HttpResponse } from 'msw';
import { ALERT_CHANNEL_LABELS, CHANNEL_MESSAGES, type AlertChannel, type AlertChannelState, type ChannelDelivery } from '@sentiscope/shared/contract';
import { envelope, TEST_API } from '@sentiscope/shared/testing';

export type FakeChannels = {
  channels: AlertChannelState[];
  deliveries: Partial<Record<AlertChannel, ChannelDelivery[]>>;
  tested: AlertChannel[];
  linksMade: number;
};

const state = (channel: AlertChannel, fields: Partial<AlertChannelState> = {}): AlertChannelState => ({
  channel,
  label: ALERT_CHANNEL_LABELS[channel],
  inPlan: true,
  available: true,
  connected: false,
  target: null,
  testable: channel !== 'in-app',
  logged: channel !== 'in-app',
  ...fields,
});

/** A Free member: e-mail and the bell connected, webhook outside the plan, Telegram to connect. */
export const fakeChannels = (changes: Partial<Record<AlertChannel, Partial<AlertChannelState>>> = {}): FakeChannels => ({
  channels: [
    state('email', { connected: true, target: 'ada@example.com', ...changes.email }),
    state('in-app', { connected: true, ...changes['in-app'] }),
    state('webhook', { inPlan: false, ...changes.webhook }),
    state('telegram', changes.telegram),
  ],
  deliveries: {},
  tested: [],
  linksMade: 0,
});

/** The member pressed Start in the chat the link opened. */
export function pressStart(fake: FakeChannels, name = '@ada'): void {
  fake.channels = fake.channels.map((c) => (c.channel === 'telegram' ? { ...c, connected: true, target: `Telegram: ${name}` } : c));
}

export function channelHandlers(fake: FakeChannels) {
  return [
    http.get(`${TEST_API}/alerts/channels`, () => HttpResponse.json(envelope({ channels: fake.channels }))),
    http.post(`${TEST_API}/alerts/channels/telegram/link`, () => {
      fake.linksMade += 1;
      return HttpResponse.json(envelope({ url: `https://t.me/SentiScopeBot?start=code${fake.linksMade}`, expiresAt: '2030-01-01T00:15:00.000Z' }, CHANNEL_MESSAGES.telegramLink));
    }),
    http.delete(`${TEST_API}/alerts/channels/telegram`, () => {
      fake.channels = fake.channels.map((c) => (c.channel === 'telegram' ? { ...c, connected: false, target: null } : c));
      return HttpResponse.json(envelope({ channels: fake.channels }, CHANNEL_MESSAGES.telegramDisconnected));
    }),
    http.post(`${TEST_API}/alerts/channels/:channel/test`, ({ params }) => {
      fake.tested.push(params.channel as AlertChannel);
      return HttpResponse.json(envelope({ delivered: true, status: 200, error: null }, CHANNEL_MESSAGES.testSent));
    }),
    http.get(`${TEST_API}/alerts/channels/:channel/deliveries`, ({ params }) => {
      const deliveries = fake.deliveries[params.channel as AlertChannel] ?? [];
      return HttpResponse.json(envelope({ channel: params.channel, deliveries, total: deliveries.length, page: 1, pageSize: 20 }));
    }),
  ];
}
