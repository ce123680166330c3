import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Parses config entries ("10.0.0.0/8", "192.168.1.7", "fd00::/8"); entries that do not parse are skipped. */
export function parseNetworks(entries: readonly string[] | null | undefined): Range[] {
  const ranges: Range[] = [];
  for (const raw of entries ?? []) {
    const entry = raw.trim();
    try {
      if (entry.includes('/')) ranges.push(ipaddr.parseCIDR(entry));
      else {
        const address = ipaddr.parse(entry);
        ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
      }
    } catch {
      // Validated when saved (settings); an old malformed entry must not break sign-in.
    }
  }
  return ranges;
}

/**
 * Is the client address inside the company network? IPv4-mapped IPv6 addresses (::ffff:10.1.2.3,
 * as Node reports IPv4 clients on a dual-stack socket) are compared as IPv4.
 */
export function isInNetwork(clientAddress: string | undefined, ranges: Range[]): boolean {
  if (!clientAddress || !ipaddr.isValid(clientAddress)) return false;
  const address = ipaddr.process(clientAddress);
  return ranges.some(([network, bits]) => address.kind() === network.kind() && address.match(network, bits));
}
