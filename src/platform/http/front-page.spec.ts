import type express from 'express';
import { FRONT_EARLY_CALLS } from '../../contracts';
import { asksEarlyCalls, withEarlyCallPreloads } from './front-page';

const page = (path: string, cookie?: string) => ({ path, headers: cookie ? { cookie } : {} }) as unknown as express.Request;

describe('the front page of a signed-in browser', () => {
  it('preloads each early call in the head, with the date every call carries, for the front to ask', () => {
    const html = withEarlyCallPreloads('<html><head><title>Tools portal</title></head><body></body></html>', 42);
    const links = [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)" data-early-call="([^"]+)">/g)];
    expect(links.map(([, href, call]) => [call, href])).toEqual(FRONT_EARLY_CALLS.map((call) => [call, `/api/${call}?date=42`]));
    expect(html.indexOf('data-early-call')).toBeLessThan(html.indexOf('</head>'));
  });

  it('asks them only with the CSRF cookie (a session) and never on an error page', () => {
    expect(asksEarlyCalls(page('/', 'portal_session=s; XSRF-TOKEN=t'))).toBe(true);
    expect(asksEarlyCalls(page('/infos-tool/12', 'XSRF-TOKEN=t'))).toBe(true);
    expect(asksEarlyCalls(page('/'))).toBe(false);
    expect(asksEarlyCalls(page('/', 'portal_session=s'))).toBe(false);
    expect(asksEarlyCalls(page('/error-500', 'XSRF-TOKEN=t'))).toBe(false);
  });
});
