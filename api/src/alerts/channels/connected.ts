// Which members have connected each channel their firings name: each channel is asked once per evaluation, for
// all its members at once.
import type { AlertChannel } from '@sentiscope/shared/contract';
import type { Executor } from '../../platform/db';
import { parseChannels } from '../service/alert-view';
import { channelOf } from './all';
import type { ConnectionRow } from './registry';

export async function connectedByChannel(db: Executor, members: readonly ConnectionRow[], channelLists: readonly string[]): Promise<Map<AlertChannel, Set<string>>> {
  const named = new Set<AlertChannel>();
  for (const list of new Set(channelLists)) for (const channel of parseChannels(list)) named.add(channel);
  const out = new Map<AlertChannel, Set<string>>();
  for (const channel of named) {
    const kind = channelOf(channel);
    if (kind) out.set(channel, await kind.connectedAmong(db, members));
  }
  return out;
}
