import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { allowListOf } from './address-guard';
import { probe } from './probe';

/** A local server the test steers: each path answers as the test says; requests are recorded. */
describe('a check against a local server', () => {
  const seen: { method: string; headers: http.IncomingHttpHeaders }[] = [];
  let base: string;
  let server: http.Server;
  const allow = allowListOf(['127.0.0.1'], null);

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ method: req.method!, headers: req.headers });
      const path = req.url!;
      if (path === '/ok') return res.writeHead(200).end('body never read');
      if (path === '/no-head') return res.writeHead(req.method === 'HEAD' ? 405 : 200).end();
      if (path === '/missing') return res.writeHead(404).end();
      if (path === '/to-sign-in') return res.writeHead(302, { location: 'http://login.example.com/auth' }).end();
      if (path === '/to-ok') return res.writeHead(301, { location: '/ok' }).end();
      if (path === '/loop') return res.writeHead(302, { location: '/loop' }).end();
      if (path === '/to-metadata') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      if (path === '/hang') return; // never answers
      res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const check = (path: string, timeoutMs = 3_000) => probe({ url: `${base}${path}`, accepted: [[200, 399]], timeoutMs }, allow);

  it('is up on a 200 to HEAD, sending neither cookies nor credentials', async () => {
    seen.length = 0;
    await expect(check('/ok')).resolves.toMatchObject({ outcome: 'up', reason: 'ok', httpStatus: 200 });
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('HEAD');
    expect(seen[0].headers.cookie).toBeUndefined();
    expect(seen[0].headers.authorization).toBeUndefined();
  });

  it('falls back to GET when HEAD is refused, and follows a redirect within the tool', async () => {
    await expect(check('/no-head')).resolves.toMatchObject({ outcome: 'up', httpStatus: 200 });
    await expect(check('/to-ok')).resolves.toMatchObject({ outcome: 'up', httpStatus: 200 });
  });

  it('is down on a 404, a 500, a redirect to another host sign-in page, a redirect loop, a refused address and a timeout', async () => {
    await expect(check('/missing')).resolves.toMatchObject({ outcome: 'down', reason: 'status', httpStatus: 404 });
    await expect(check('/boom')).resolves.toMatchObject({ outcome: 'down', reason: 'status', httpStatus: 500 });
    await expect(check('/to-sign-in')).resolves.toMatchObject({ outcome: 'down', reason: 'sign_in_redirect' });
    await expect(check('/loop')).resolves.toMatchObject({ outcome: 'down', reason: 'too_many_redirects' });
    await expect(check('/to-metadata')).resolves.toMatchObject({ outcome: 'down', reason: 'address_refused' });
    await expect(check('/hang', 300)).resolves.toMatchObject({ outcome: 'down', reason: 'timeout', responseMs: null });
  });

  it('refuses to reach loopback unless the checks list names it', async () => {
    await expect(probe({ url: `${base}/ok`, accepted: [[200, 399]], timeoutMs: 1_000 }, allowListOf(['localhost.example'], ['127.0.0.0/8']))).resolves.toMatchObject({ outcome: 'down', reason: 'address_refused' });
  });
});
