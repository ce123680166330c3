import { describe, expect, it } from 'vitest';
import { parentPortalUrl, PARENT_PORTAL_URLS } from './parent-portal';

describe('parent portal address', () => {
  it('differs per language', () => {
    expect(new Set(Object.values(PARENT_PORTAL_URLS)).size).toBe(4);
  });

  it('accepts only http and https addresses', () => {
    const urls = { ...PARENT_PORTAL_URLS, en: 'javascript:alert(1)', fr: 'not a url', zh: 'http://intranet.local/zh' };
    expect(parentPortalUrl('en', urls)).toBeNull();
    expect(parentPortalUrl('fr', urls)).toBeNull();
    expect(parentPortalUrl('zh', urls)).toBe('http://intranet.local/zh');
  });
});
