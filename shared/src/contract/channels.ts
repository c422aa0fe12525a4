// The member's alert channels: which ones they have connected, a test delivery on each and each one's delivery log.
// A channel is one of ALERT_CHANNELS (alerts.ts); the plan says which ones it delivers to.
import type { AlertChannel } from './alerts';
import { ALERT_CHANNEL_LABELS } from './alerts';
import type { WebhookTestResult } from './watchlist';

/** One channel as the member has it (GET /v1/alerts/channels). */
export type AlertChannelState = {
  channel: AlertChannel;
  label: string;
  /** The member's plan delivers to it. */
  inPlan: boolean;
  /** This server offers it (Telegram needs the server's bot). */
  available: boolean;
  /** Firings can reach it now: an address, a webhook URL, a bound chat. */
  connected: boolean;
  /** Where it delivers, in words ('ada@example.com', 'https://hooks.slack.com/… (Slack)'), or null. */
  target: string | null;
  /** POST /v1/alerts/channels/{channel}/test sends a test delivery. */
  testable: boolean;
  /** Its deliveries go through the queue and are listed by GET /v1/alerts/channels/{channel}/deliveries. */
  logged: boolean;
};

export type AlertChannelList = { channels: AlertChannelState[] };

/** POST /v1/alerts/channels/{channel}/test: what the test delivery got back. */
export type ChannelTestResult = WebhookTestResult;

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One delivery of a firing to a channel, as the log shows it; `problem` is the last failure in the member's words. */
export type ChannelDelivery = {
  id: string;
  firingId: string | null;
  /** The rule and the closed day that fired; null once the alert was deleted. */
  rule: string | null;
  assetId: string | null;
  date: string | null;
  status: DeliveryStatus;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  /** When the next attempt is due, while one is. */
  nextAttemptAt: string | null;
  problem: string | null;
};

export const CHANNEL_DELIVERIES_PAGE_SIZE = 20;

/** GET /v1/alerts/channels/{channel}/deliveries?page= (`data`), newest first. */
export type ChannelDeliveryPage = { channel: AlertChannel; deliveries: ChannelDelivery[]; total: number; page: number; pageSize: number };

/** POST /v1/alerts/channels/telegram/link (`data`): the bot's link with a one-time code, opened to bind a chat. */
export type TelegramLink = { url: string; expiresAt: string };

export const CHANNEL_PATHS = {
  channels: '/alerts/channels',
  telegramLink: '/alerts/channels/telegram/link',
  telegram: '/alerts/channels/telegram',
  test: (channel: AlertChannel) => `/alerts/channels/${channel}/test`,
  deliveries: (channel: AlertChannel) => `/alerts/channels/${channel}/deliveries`,
} as const;

export const CHANNEL_MESSAGES = {
  listed: 'Alert channels',
  unknown: 'There is no such channel.',
  deliveriesListed: 'Deliveries',
  testSent: 'Test delivery sent',
  testFailed: (reason: string) => `Test delivery failed: ${reason}`,
  notTestable: (channel: AlertChannel) => `${ALERT_CHANNEL_LABELS[channel]} has no test delivery: it is the bell of the site.`,
  notInPlan: (channel: AlertChannel, planTitle: string) => `${ALERT_CHANNEL_LABELS[channel]} delivery is not in your ${planTitle} plan. Upgrade your plan to use it.`,
  notConnected: (channel: AlertChannel) => `Connect ${ALERT_CHANNEL_LABELS[channel]} first.`,
  notConnectedForAlert: (channel: AlertChannel) => `${ALERT_CHANNEL_LABELS[channel]} is not connected: connect it in your notification settings before choosing it.`,
  unavailable: (channel: AlertChannel) => `${ALERT_CHANNEL_LABELS[channel]} is not offered on this server.`,
  testsTooMany: 'Too many test deliveries in a short time. Wait a few minutes before sending another.',
  telegramLink: 'Open the link in Telegram and press Start',
  telegramDisconnected: 'Telegram disconnected',
  telegramUnreachable: 'Telegram could not be reached. Try again in a moment.',
  telegramWait: 'Telegram asked to wait: it will be tried again.',
  telegramBlocked: 'The bot was blocked or the chat is gone: connect Telegram again.',
  // What the bot says in the chat.
  botConnected: (name: string) => `Connected: SentiScope alerts for ${name} will arrive in this chat. Send /stop to stop them.`,
  botCodeInvalid: 'This link has expired or was already used. Press Connect Telegram again in your SentiScope notification settings.',
  botStopped: 'Stopped: no more SentiScope alerts will arrive in this chat. Connect Telegram again in your notification settings to resume.',
  botHelp: 'Connect this chat from your SentiScope notification settings (Connect Telegram). Send /stop to stop alerts here.',
  // The problem a failed attempt left, in the log.
  notDelivered: 'Could not be delivered.',
  answered: (status: number) => `Answered ${status}.`,
} as const;
