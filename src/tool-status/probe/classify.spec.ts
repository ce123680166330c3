import { classifyStatus, isSignInRedirect, reasonOfError, statusOf } from './classify';
import { nextCounters, shownStatus } from '../state/transition';

const DEFAULT: [number, number][] = [[200, 399]];

describe('what a check counts as up or down', () => {
  it('counts a 404 and any 5xx down whatever the accepted codes, and the accepted codes decide the rest', () => {
    expect(classifyStatus(200, DEFAULT)).toBe('up');
    expect(classifyStatus(302, DEFAULT)).toBe('up');
    expect(classifyStatus(404, [[200, 499]])).toBe('down');
    expect(classifyStatus(503, [[100, 599]])).toBe('down');
    expect(classifyStatus(401, DEFAULT)).toBe('down');
    expect(classifyStatus(401, [[200, 399], [401, 401]])).toBe('up');
  });

  it('counts a redirect to another host sign-in page as down, never a redirect within the tool', () => {
    const app = new URL('https://payroll.example.com/');
    expect(isSignInRedirect(app, new URL('https://login.example.com/'))).toBe(true);
    expect(isSignInRedirect(app, new URL('https://idp.example.com/adfs/ls/?wa=wsignin1.0'))).toBe(true);
    expect(isSignInRedirect(app, new URL('https://sso.example.net/realms/x/protocol/openid-connect/auth'))).toBe(true);
    expect(isSignInRedirect(app, new URL('https://payroll.example.com/login'))).toBe(false);
    expect(isSignInRedirect(app, new URL('https://www.example.com/payroll/'))).toBe(false);
  });

  it('names timeouts and TLS failures apart from other connection errors', () => {
    expect(reasonOfError(Object.assign(new Error('x'), { code: 'CHECK_TIMEOUT' }))).toBe('timeout');
    expect(reasonOfError(Object.assign(new Error('certificate has expired'), { code: 'CERT_HAS_EXPIRED' }))).toBe('tls');
    expect(reasonOfError(Object.assign(new Error('self-signed certificate'), { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }))).toBe('tls');
    expect(reasonOfError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe('connection');
  });

  it('shows slow when the answer took longer than the threshold', () => {
    expect(statusOf('up', 2500, 2000)).toBe('slow');
    expect(statusOf('up', 1500, 2000)).toBe('up');
    expect(statusOf('down', 10, 2000)).toBe('down');
  });
});

describe('the flapping rule: down after 2 failures, up after 2 successes', () => {
  const start = { confirmed: null, failures: 0, successes: 0 } as const;

  it('announces down once after two failures in a row, and up once after two successes in a row', () => {
    const seen: (string | null)[] = [];
    let state: ReturnType<typeof nextCounters> = { ...start, announce: null };
    for (const outcome of ['up', 'up', 'down', 'down', 'down', 'down', 'up', 'up', 'up'] as const) {
      state = nextCounters(state, outcome);
      seen.push(state.announce);
    }
    expect(seen).toEqual([null, null, null, 'down', null, null, null, 'up', null]);
  });

  it('stays quiet while a tool alternates between one failure and one success', () => {
    let state: ReturnType<typeof nextCounters> = { confirmed: 'up', failures: 0, successes: 2, announce: null };
    for (let i = 0; i < 10; i++) {
      state = nextCounters(state, i % 2 ? 'up' : 'down');
      expect(state.announce).toBeNull();
    }
    expect(state.confirmed).toBe('up');
  });

  it('shows down while confirmed down, even after a single success, and maintenance above all', () => {
    const now = Date.now();
    expect(shownStatus({ confirmed: 'down' }, { outcome: 'up', response_ms: 20 }, 2000, null, now)).toBe('down');
    expect(shownStatus({ confirmed: 'up' }, { outcome: 'down', response_ms: null }, 2000, null, now)).toBe('up');
    expect(shownStatus({ confirmed: null }, { outcome: 'down', response_ms: null }, 2000, null, now)).toBe('down');
    expect(shownStatus({ confirmed: 'down' }, null, 2000, new Date(now + 60_000), now)).toBe('maintenance');
    expect(shownStatus({ confirmed: 'up' }, { outcome: 'up', response_ms: 3000 }, 2000, new Date(now - 1), now)).toBe('slow');
  });
});
