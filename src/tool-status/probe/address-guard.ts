import ipaddr from 'ipaddr.js';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Range = [Address, number];

/** Refused unless an IP or CIDR entry of the status checks' own list names them: loopback, link-local, unspecified, cloud metadata. */
const REFUSED_BY_DEFAULT: readonly string[] = [
  '127.0.0.0/8',
  '0.0.0.0/8',
  '169.254.0.0/16',
  '100.100.100.200/32',
  '::1/128',
  '::/128',
  'fe80::/10',
  'fd00:ec2::254/128',
];

/** What a check may reach, built from the configuration page's lists. */
export interface CheckAllowList {
  /** Host names of `status_check_hosts` (a name allows itself and its subdomains). */
  domains: string[];
  /** IP and CIDR entries of `status_check_hosts`: they alone may open a range refused by default (an entry inside it). */
  explicit: Range[];
  /** The company network (`hermes_network`). */
  company: Range[];
}

export type AddressRefusal = 'not_allowed' | 'refused_range' | 'unresolved';

export class AddressRefused extends Error {
  constructor(
    readonly reason: AddressRefusal,
    readonly host: string,
  ) {
    super(`${host}: ${reason}`);
  }
}

function parseRange(entry: string): Range | null {
  try {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry);
    const address = ipaddr.parse(entry);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return null;
  }
}

export function allowListOf(statusCheckHosts: readonly string[] | null | undefined, companyNetwork: readonly string[] | null | undefined): CheckAllowList {
  const domains: string[] = [];
  const explicit: Range[] = [];
  for (const raw of statusCheckHosts ?? []) {
    const entry = raw.trim().toLowerCase();
    const range = isIP(entry.split('/')[0]) ? parseRange(entry) : null;
    if (range) explicit.push(range);
    else if (entry) domains.push(entry.replace(/\.$/, ''));
  }
  const company = (companyNetwork ?? []).map((entry) => parseRange(entry.trim())).filter((range): range is Range => !!range);
  return { domains, explicit, company };
}

const REFUSED = REFUSED_BY_DEFAULT.map((entry) => parseRange(entry)!);

function inRanges(address: Address, ranges: readonly Range[]): boolean {
  return ranges.some(([network, bits]) => address.kind() === network.kind() && address.match(network, bits));
}

/** Is the entry's whole range inside the refused range (127.0.0.1 inside 127.0.0.0/8; never 0.0.0.0/0)? */
function within([network, bits]: Range, [outer, outerBits]: Range): boolean {
  return network.kind() === outer.kind() && bits >= outerBits && network.match(outer, outerBits);
}

function domainAllowed(host: string, domains: readonly string[]): boolean {
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/**
 * Whether a check may connect to this address for this host: the host's name or the address must be
 * allowed, and an address in a range refused by default needs an explicit IP or CIDR entry lying inside
 * that range (`127.0.0.1`, `169.254.0.0/16`): a broad entry such as `0.0.0.0/0` never opens one.
 */
export function mayConnect(host: string, addressText: string, allow: CheckAllowList): AddressRefusal | null {
  const address = ipaddr.process(addressText);
  const refused = REFUSED.find(([network, bits]) => address.kind() === network.kind() && address.match(network, bits));
  if (refused) return allow.explicit.some((entry) => inRanges(address, [entry]) && within(entry, refused)) ? null : 'refused_range';
  if (inRanges(address, allow.explicit) || inRanges(address, allow.company)) return null;
  return isIP(host) === 0 && domainAllowed(host.toLowerCase().replace(/\.$/, ''), allow.domains) ? null : 'not_allowed';
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Resolves the URL's host and answers the first address a check may connect to; the caller connects
 * to that address (never resolving again), so a name that changes its answer cannot lead a check elsewhere.
 */
export async function checkedAddress(url: URL, allow: CheckAllowList, resolve: Resolver = systemResolver): Promise<{ address: string; family: 4 | 6 }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let candidates: { address: string; family: number }[];
  if (isIP(host)) candidates = [{ address: host, family: isIP(host) }];
  else {
    try {
      candidates = await resolve(host);
    } catch {
      throw new AddressRefused('unresolved', host);
    }
  }
  let refusal: AddressRefusal = 'unresolved';
  for (const candidate of candidates) {
    const refused = mayConnect(host, candidate.address, allow);
    if (!refused) return { address: candidate.address, family: candidate.family === 6 ? 6 : 4 };
    if (refusal !== 'refused_range') refusal = refused;
  }
  throw new AddressRefused(refusal, host);
}
