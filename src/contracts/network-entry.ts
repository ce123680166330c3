/**
 * Strict text forms of the config's `hermes_network` entries: an IPv4 address in four decimal parts,
 * an IPv6 address (with `::` compression and an optional IPv4 tail, no zone id), either optionally
 * followed by `/prefix` (0–32 or 0–128). Pure TypeScript so the config form checks what the server
 * stores; everything accepted here is parsed by ipaddr.js on the server (company-network.ts).
 */
const IPV4_PART = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6_GROUP = /^[0-9a-f]{1,4}$/i;

export function isIPv4Address(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => IPV4_PART.test(part));
}

export function isIPv6Address(text: string): boolean {
  if (!text.includes(':') || text.includes('%')) return false;
  let head = text;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    if (!isIPv4Address(tail)) return false;
    // An embedded IPv4 address stands for two groups.
    head = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const halves = head.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (half: string) => (half === '' ? [] : half.split(':'));
  const groups = halves.flatMap(groupsOf);
  if (!groups.every((group) => IPV6_GROUP.test(group))) return false;
  return halves.length === 2 ? groups.length <= 7 : groups.length === 8;
}

/** "10.0.0.0/8", "192.168.1.7", "fd00::/8", "2001:db8::1": true; "10.0.0", "10.0.0.0/33", "host.example": false. */
export function isNetworkEntryText(entry: string): boolean {
  const [address, prefix, ...rest] = entry.trim().split('/');
  if (rest.length) return false;
  const v4 = isIPv4Address(address);
  if (!v4 && !isIPv6Address(address)) return false;
  if (prefix === undefined) return true;
  if (!/^(0|[1-9]\d{0,2})$/.test(prefix)) return false;
  return Number(prefix) <= (v4 ? 32 : 128);
}
