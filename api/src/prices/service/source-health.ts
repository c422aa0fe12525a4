// Data-health's view of the sources (docs/ingestion.md): each kind's chain of providers in order with its state, and
// for each asset who served its newest candle and why the providers before it did not.
import type { AssetSourcing, ProviderHealth, ProviderState, SourceChain } from '@sentiscope/shared/contract';
import type { Db } from '../../platform/db';
import type { Asset } from '../../catalogue/service/catalogue';
import { newestCandleSources, readSources } from '../data/store';
import type { SourceRow } from '../data/tables';
import { offHost, type SourceHttp } from '../sources/source-http';

import type { ChainMember, IngestProvider } from '../sources/types';

const iso = (ms: number | null | undefined) => (ms ? new Date(Number(ms)).toISOString() : null);

/** A provider's members as data-health lists them: a chain's own, else the provider itself. */
export const membersOf = (p: IngestProvider): readonly ChainMember[] => p.members ?? (p.host ? [{ name: p.source, host: p.host }] : []);


export function providerHealth(member: ChainMember, row: SourceRow | undefined, http: SourceHttp, offline: boolean): ProviderHealth {
  const host = http.hostState(member.host);
  let state: ProviderState;
  if (offHost(offline, member.host)) state = 'offline';
  else if (host.state === 'resting') state = 'resting';
  else if (!row || (row.last_success_at === null && row.last_error_at === null)) state = 'idle';
  else if (row.last_error_at !== null && Number(row.last_error_at) >= Number(row.last_success_at ?? 0)) state = 'failing';
  else state = 'ok';
  return {
    name: member.name,
    host: member.host,
    state,
    lastSuccessAt: iso(row?.last_success_at),
    lastErrorAt: iso(row?.last_error_at),
    lastError: row?.last_error ?? null,
    restingUntil: state === 'resting' ? iso(host.until) : null,
  };
}

/** The chains of 'crypto-prices', 'stock-prices' and 'headlines', in that order, each provider with its state. */
export async function sourceChains(db: Db, members: Record<SourceChain['kind'], readonly ChainMember[]>, http: SourceHttp, offline: boolean): Promise<SourceChain[]> {
  const rows = new Map((await readSources(db.k)).map((r) => [r.source, r]));
  return (['crypto-prices', 'stock-prices', 'headlines'] as const).map((kind) => ({
    kind,
    providers: members[kind].map((m) => providerHealth(m, rows.get(m.name), http, offline)),
  }));
}

/** Each catalogue asset's newest candle, who served it, and the providers skipped before it in the last run. */
export async function assetSourcing(db: Db, assets: readonly Asset[], skipped: (assetId: string) => AssetSourcing['skipped']): Promise<AssetSourcing[]> {
  const newest = await newestCandleSources(db.k);
  return assets.map((a) => {
    const n = newest.get(a.id);
    return { assetId: a.id, symbol: a.symbol, newestDay: n?.date ?? null, servedBy: n?.source ?? null, skipped: skipped(a.id) };
  });
}
