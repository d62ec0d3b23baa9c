import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a per-address limit counts. IPv4 as is (an IPv4-mapped IPv6
 * address is IPv4). IPv6 by its /64 network: one home or phone line is given a
 * whole /64, so counting single addresses would let anyone rotate through
 * 2^64 of them and never meet a limit.
 */
export function addressKey(ip: string): string {
  const bare = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(bare)) return bare;
  return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, without leading zeros ("::" expanded). */
function ipv6Groups(address: string): string[] {
  const toGroups = (part: string) => {
    if (part === '') return [];
    return part.split(':').flatMap((group) => {
      if (!group.includes('.')) return [group];
      // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  };
  const [head = '', tail] = address.split('::');
  const first = toGroups(head);
  const last = tail === undefined ? [] : toGroups(tail);
  const zeros = Array.from({ length: 8 - first.length - last.length }, () => '0');
  return [...first, ...zeros, ...last].map((group) => parseInt(group, 16).toString(16));
}
