import { AddressRefused, allowListOf, checkedAddress, mayConnect } from './address-guard';

describe('the status checks address guard', () => {
  const company = ['10.0.0.0/8'];

  it('allows the company network and the hosts listed for checks, and nothing else', () => {
    const allow = allowListOf(['intranet.example.com', '192.0.2.0/24'], company);
    expect(mayConnect('10.1.2.3', '10.1.2.3', allow)).toBeNull();
    expect(mayConnect('192.0.2.9', '192.0.2.9', allow)).toBeNull();
    expect(mayConnect('wiki.intranet.example.com', '198.51.100.4', allow)).toBeNull();
    expect(mayConnect('intranet.example.com.evil.org', '198.51.100.4', allow)).toBe('not_allowed');
    expect(mayConnect('8.8.8.8', '8.8.8.8', allow)).toBe('not_allowed');
  });

  it('refuses loopback, link-local and cloud metadata addresses by default, even behind an allowed name or range', () => {
    const allow = allowListOf(['intranet.example.com', '0.0.0.0/0'], ['127.0.0.0/8']);
    for (const address of ['127.0.0.1', '169.254.169.254', '100.100.100.200', '::1', 'fe80::1', 'fd00:ec2::254', '::ffff:127.0.0.1', '0.0.0.0']) {
      expect([address, mayConnect('intranet.example.com', address, allow)]).toEqual([address, 'refused_range']);
    }
  });

  it('lets an explicit IP entry of the checks list open a range refused by default (a test server on 127.0.0.1)', () => {
    const allow = allowListOf(['127.0.0.1'], null);
    expect(mayConnect('127.0.0.1', '127.0.0.1', allow)).toBeNull();
    expect(mayConnect('127.0.0.2', '127.0.0.2', allow)).toBe('refused_range');
  });

  it('answers the resolved address to connect to, so a name that changes its answer cannot lead elsewhere', async () => {
    const allow = allowListOf(['intranet.example.com'], null);
    let calls = 0;
    const rebinding = async () => (calls++ === 0 ? [{ address: '198.51.100.4', family: 4 }] : [{ address: '169.254.169.254', family: 4 }]);
    await expect(checkedAddress(new URL('http://app.intranet.example.com/'), allow, rebinding)).resolves.toEqual({ address: '198.51.100.4', family: 4 });
    await expect(checkedAddress(new URL('http://app.intranet.example.com/'), allow, rebinding)).rejects.toEqual(new AddressRefused('refused_range', 'app.intranet.example.com'));
  });

  it('refuses a name that does not resolve, and checks IPv6 literals without resolving them', async () => {
    const allow = allowListOf(['fd12::/16'], null);
    const fails = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(checkedAddress(new URL('http://nowhere.example/'), allow, fails)).rejects.toMatchObject({ reason: 'unresolved' });
    await expect(checkedAddress(new URL('http://[fd12::5]:8080/'), allow, fails)).resolves.toEqual({ address: 'fd12::5', family: 6 });
    await expect(checkedAddress(new URL('http://[::1]/'), allow, fails)).rejects.toMatchObject({ reason: 'refused_range' });
  });
});
