// The start-up line that tells an operator what this process fetches and from where (live by default), or that
// SENTISCOPE_OFFLINE=1 keeps every request on this machine and what the site then serves.
import type { IngestProvider } from '../sources/types';
import { offHost } from '../sources/source-http';
import { membersOf } from './source-health';

const KINDS = [
  ['crypto-prices', 'crypto'],
  ['stock-prices', 'stocks'],
  ['headlines', 'headlines'],
] as const;

export function sourcesSummary(providers: readonly IngestProvider[], offline: boolean): string {
  const bundled = providers.filter((p) => p.kind.startsWith('bundled')).map((p) => p.source);
  const parts: string[] = [];
  let off = 0;
  for (const [kind, label] of KINDS) {
    const members = providers.filter((p) => p.kind === kind).flatMap(membersOf);
    const running = members.filter((m) => !offHost(offline, m.host));
    off += members.length - running.length;
    if (running.length > 0) parts.push(`${label} from ${running.map((m) => `${m.name} (${m.host})`).join(', then ')}`);
  }
  if (bundled.length > 0) parts.push(`the ${bundled.join(' and ')} where nothing newer is stored`);
  const fetched = parts.length > 0 ? parts.join('; ') : 'nothing';
  if (!offline) return `market data: ${fetched}`;
  return `market data: offline (SENTISCOPE_OFFLINE=1), no request leaves this machine; ${off} providers outside it switched off; fetched: ${fetched}; the site serves what is stored, else the bundled files, else demo data labelled as such`;
}
