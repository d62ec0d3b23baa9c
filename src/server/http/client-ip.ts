import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the app may speak for the client (TRUST_PROXY):
 * none (false), how many hops of our own proxies, or their addresses/CIDRs.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/**
 * The client's address for per-address limits and logs. X-Forwarded-For is a
 * list every proxy appends to, so only its right end was written by our own
 * proxies: the leftmost entries are whatever the client chose to send. We walk
 * from the socket leftwards past our proxies and stop at the first address
 * none of them is: that is the address our outermost proxy saw.
 */
export function clientIpFrom(socketAddress: string | undefined, forwardedFor: string | undefined, trust: TrustProxy) {
  const socket = socketAddress ?? 'unknown';
  if (!trust || !forwardedFor) return socket;
  const chain = [
    ...forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    socket,
  ];
  let index = chain.length - 1;
  if ('hops' in trust) {
    index = Math.max(0, chain.length - 1 - trust.hops);
  } else {
    const proxies = blockListOf(trust.addresses);
    while (index > 0 && isTrusted(proxies, chain[index]!)) index -= 1;
  }
  const address = chain[index]!;
  // Our proxy writes addresses; anything else there means a misconfigured chain, not a client to key limits on.
  return isIP(address) ? address : socket;
}

const cache = new WeakMap<string[], BlockList>();

function blockListOf(addresses: string[]): BlockList {
  let list = cache.get(addresses);
  if (!list) {
    list = new BlockList();
    for (const entry of addresses) {
      const [address, prefix] = entry.split('/');
      const type = isIP(address!) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(address!, type);
      else list.addSubnet(address!, Number(prefix), type);
    }
    cache.set(addresses, list);
  }
  return list;
}

function isTrusted(proxies: BlockList, address: string): boolean {
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  const type = isIP(plain);
  return type !== 0 && proxies.check(plain, type === 6 ? 'ipv6' : 'ipv4');
}

/** Parses TRUST_PROXY: false/0/true (one hop)/a number of hops/a comma list of addresses and CIDRs. */
export function parseTrustProxy(value: string): TrustProxy | { problem: string } {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return { hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { hops } : { problem: 'o número de proxies vai de 0 a 10' };
  }
  const addresses = text.split(',').map((entry) => entry.trim());
  const bad = addresses.find((entry) => !isAddressOrCidr(entry));
  if (bad !== undefined) return { problem: `"${bad}" não é um endereço IP nem uma faixa CIDR (ex.: 10.0.0.0/8)` };
  return { addresses };
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const type = isIP(address);
  if (type === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (type === 4 ? 32 : 128);
}
