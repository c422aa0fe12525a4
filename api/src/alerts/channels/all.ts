// Every alert channel the server knows, in the order the settings list them. A new channel is one more entry here
// (and its id in ALERT_CHANNELS of the contract).
import type { AlertChannel } from '@sentiscope/shared/contract';
import { emailChannel } from './email';
import { inAppChannel } from './in-app';
import { pushChannel } from './push';
import type { ChannelKind } from './registry';
import { webhookChannel } from './webhook';
import { telegramChannel } from '../telegram/channel';

export const CHANNELS: readonly ChannelKind[] = [emailChannel, inAppChannel, webhookChannel, telegramChannel, pushChannel];

const byId = new Map(CHANNELS.map((c) => [c.channel, c]));

export const channelOf = (channel: string): ChannelKind | undefined => byId.get(channel as AlertChannel);

/** Channels whose firings go through the delivery queue (every one with a sender). */
export const isQueuedChannel = (channel: string): boolean => channelOf(channel)?.send !== undefined;
