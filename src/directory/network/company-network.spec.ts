import { isInNetwork, parseNetworks } from './company-network';

describe('company network (config hermes_network)', () => {
  const ranges = parseNetworks(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'not an address']);

  it('matches an IPv4 address inside a CIDR range', () => {
    expect(isInNetwork('10.20.30.40', ranges)).toBe(true);
  });

  it('matches a single address entry exactly', () => {
    expect(isInNetwork('192.168.1.7', ranges)).toBe(true);
    expect(isInNetwork('192.168.1.8', ranges)).toBe(false);
  });

  it('compares IPv4-mapped IPv6 client addresses as IPv4', () => {
    expect(isInNetwork('::ffff:10.1.2.3', ranges)).toBe(true);
  });

  it('matches IPv6 ranges', () => {
    expect(isInNetwork('fd12:3456::1', ranges)).toBe(true);
    expect(isInNetwork('2001:db8::1', ranges)).toBe(false);
  });

  it('is outside for addresses beyond every range, and for garbage', () => {
    expect(isInNetwork('11.0.0.1', ranges)).toBe(false);
    expect(isInNetwork('', ranges)).toBe(false);
    expect(isInNetwork('10.0.0.1; drop', ranges)).toBe(false);
    expect(isInNetwork(undefined, ranges)).toBe(false);
  });

  it('skips malformed entries and nobody is inside an empty network', () => {
    expect(ranges).toHaveLength(3);
    expect(isInNetwork('10.0.0.1', parseNetworks(null))).toBe(false);
  });
});
