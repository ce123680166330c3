import { createHmac, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/config.schema';
import { SessionCookies } from './session-cookies';

const SECRET = 'a-secret-of-thirty-two-characters-at-least';
const cookies = () => new SessionCookies({ PUBLIC_URL: 'http://127.0.0.1', SESSION_SECRET: SECRET } as AppConfig);
const hmac = (id: string, secret = SECRET) => createHmac('sha256', secret).update(`csrf:${id}`).digest('base64url');

describe('CSRF tokens', () => {
  it('is the HMAC of the session id, the same when asked again (kept) and distinct per session', () => {
    const jar = cookies();
    const [one, two] = [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')];
    expect(jar.csrfToken(one)).toBe(hmac(one));
    expect(jar.csrfToken(one)).toBe(hmac(one));
    expect(jar.csrfToken(two)).toBe(hmac(two));
    expect(jar.csrfToken(two)).not.toBe(jar.csrfToken(one));
  });

  it('depends on the secret: another instance with another secret never agrees', () => {
    const id = randomBytes(32).toString('base64url');
    const other = new SessionCookies({ PUBLIC_URL: 'http://127.0.0.1', SESSION_SECRET: `${SECRET}-other` } as AppConfig);
    expect(cookies().csrfToken(id)).not.toBe(other.csrfToken(id));
  });

  it('stays right past the bound of kept tokens, and for ids of any length', () => {
    const jar = cookies();
    const ids = Array.from({ length: 10_050 }, () => randomBytes(32).toString('base64url'));
    for (const id of ids) jar.csrfToken(id);
    expect(jar.csrfToken(ids[0])).toBe(hmac(ids[0]));
    expect(jar.csrfToken(ids.at(-1)!)).toBe(hmac(ids.at(-1)!));
    expect(jar.csrfToken('x'.repeat(4000))).toBe(hmac('x'.repeat(4000)));
  });
});
