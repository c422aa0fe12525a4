// Where an outgoing request may go, for every part that makes one (alert webhooks, browser push, Telegram, the
// market sources): never to a private, loopback, link-local or other internal address unless the caller allows it;
// the name is resolved and every address checked, and the connection is made to an address that passed (the check
// runs in the socket's own lookup), so neither a DNS name nor a second answer of the resolver can get around it.
// Offline (SENTISCOPE_OFFLINE=1) only this machine's own hosts are reached (docs/security.md, docs/ingestion.md).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { DELIVERY_MESSAGES } from '@sentiscope/shared/contract';

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24],
  ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, bits, 'ipv4');
// The IPv6 ranges that carry or translate to another address are refused whole: IPv4-compatible (::/96, which
// holds :: and ::1 too), NAT64 (64:ff9b::/96 and the local-use 64:ff9b:1::/48), 6to4 (2002::/16) and Teredo
// (2001::/32); a relay or gateway on the way would otherwise deliver to whatever address they embed.
for (const [net, bits] of [
  ['::', 96], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2002::', 16], ['2001::', 32],
] as const) blocked.addSubnet(net, bits, 'ipv6');

const switchedOn = (v: string | undefined) => v !== undefined && ['1', 'true'].includes(v.trim().toLowerCase());

/** True when SENTISCOPE_OFFLINE is set here or in the process: a process-wide switch a config object cannot turn off. */
export const isOffline = (env: NodeJS.ProcessEnv = {}) => switchedOn(env.SENTISCOPE_OFFLINE) || switchedOn(process.env.SENTISCOPE_OFFLINE);

/** True for a host name this machine answers itself: no request to it leaves the machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1' || /^::ffff:127\./.test(host);
}

/** True for an address an outgoing request must not reach (IPv4-mapped IPv6 addresses are checked as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class TargetRefused extends Error {}

/** Resolves a host to its addresses, refusing when any of them is internal (unless allowed). */
export async function checkedAddresses(hostname: string, allowPrivate: boolean): Promise<LookupAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await new Promise<LookupAddress[]>((resolve, reject) =>
        dnsLookup(host, { all: true, verbatim: true }, (error, found) => (error ? reject(new TargetRefused(DELIVERY_MESSAGES.webhookUrlUnresolved)) : resolve(found))),
      );
  if (addresses.length === 0) throw new TargetRefused(DELIVERY_MESSAGES.webhookUrlUnresolved);
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) throw new TargetRefused(DELIVERY_MESSAGES.webhookUrlPrivate);
  return addresses;
}

/** A `lookup` for http.request: the connection goes only to an address that was just checked. */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void) => {
    checkedAddresses(hostname, allowPrivate).then(
      (addresses) => (options.all ? callback(null, addresses) : callback(null, addresses[0].address, addresses[0].family)),
      (error: Error) => callback(error, '', 0),
    );
  };
}
