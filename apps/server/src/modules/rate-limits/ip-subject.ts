import net from 'node:net';

/** The eight 16-bit groups of an IPv6 address ("::" expanded), or undefined. */
function ipv6Groups(address: string): string[] | undefined {
  if (!net.isIPv6(address)) return undefined;
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined && missing !== 0) return undefined;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
}

/**
 * Whom an IP-based rate limit counts: an IPv4 address as it is (IPv4-mapped IPv6 included), an
 * IPv6 address by its /64 network, since one subscriber usually gets a whole /64 and could rotate
 * through it.
 */
export function ipSubject(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (net.isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip.split('%')[0] ?? ip);
  if (!groups) return ip;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
