// The bell: always connected; its notification is written with the firing, so it has no sender and no log.
import type { ChannelKind } from './registry';
import { everyMember } from './registry';

export const inAppChannel: ChannelKind = {
  channel: 'in-app',
  available: () => true,
  connection: async () => ({ connected: true, target: null }),
  connectedAmong: everyMember,
};
