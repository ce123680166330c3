import { describe, expect, it } from 'vitest';
import { isInternalWebsite } from './internal-website';

describe('internal websites', () => {
  const sites = ['intranet.example.com', 'https://HR.example.org/portal', '*.corp.example.net'];

  it('matches a listed host and its sub-domains, whatever the case, scheme, port or path', () => {
    expect(isInternalWebsite('https://intranet.example.com/news', sites)).toBe(true);
    expect(isInternalWebsite('http://wiki.intranet.example.com:8080/', sites)).toBe(true);
    expect(isInternalWebsite('https://hr.example.org', sites)).toBe(true);
    expect(isInternalWebsite('https://build.corp.example.net/x', sites)).toBe(true);
  });

  it('does not match other hosts, look-alikes or non-web links', () => {
    expect(isInternalWebsite('https://example.com', sites)).toBe(false);
    expect(isInternalWebsite('https://evilintranet.example.com', sites)).toBe(false);
    expect(isInternalWebsite('https://intranet.example.com.evil.io', sites)).toBe(false);
    expect(isInternalWebsite('mailto:someone@intranet.example.com', sites)).toBe(false);
    expect(isInternalWebsite('https://intranet.example.com', [])).toBe(false);
  });
});
