import type { AppConfig } from './config.schema';
import { PublicLinks } from './public-links';

describe('PublicLinks: links on the address people use', () => {
  it.each(['https://portal.example.com', 'https://portal.example.com/', 'https://portal.example.com//'])('joins %s and a path with one slash', (url) => {
    expect(new PublicLinks({ PUBLIC_URL: url } as AppConfig).to('/admin/import-config')).toBe('https://portal.example.com/admin/import-config');
  });

  it('keeps a path under which the portal is served', () => {
    expect(new PublicLinks({ PUBLIC_URL: 'https://intranet.example.com/portal/' } as AppConfig).to('/scim/v2/Users/1')).toBe('https://intranet.example.com/portal/scim/v2/Users/1');
  });
});
