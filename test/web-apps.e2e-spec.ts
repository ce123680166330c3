import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp, useDatabase } from './support/test-app';

/** The built UIs served from the api's origin (main.ts), and the api's addresses kept for the api. */
describe('Serving the built UIs beside the api', () => {
  let app: NestExpressApplication;
  let root: string;

  beforeAll(async () => {
    useDatabase('web_apps');
    root = mkdtempSync(join(tmpdir(), 'portal-web-'));
    const front = join(root, 'front');
    const admin = join(root, 'admin');
    for (const dir of [join(front, 'assets'), join(admin, 'assets'), join(front, 'api')]) mkdirSync(dir, { recursive: true });
    writeFileSync(join(front, 'index.html'), '<!doctype html><html><head><title>front</title></head><body></body></html>');
    writeFileSync(join(front, 'assets', 'index-abc123.js'), 'console.log("front")');
    // The build's brotli file beside an asset (scripts/vite/precompress-assets.ts, in both UIs' builds); another asset has none.
    writeFileSync(join(front, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("front, from the build\'s brotli")'));
    writeFileSync(join(front, 'assets', 'styles-abc123.css'), 'body { margin: 0 }');
    writeFileSync(join(admin, 'index.html'), '<!doctype html><title>admin</title>');
    writeFileSync(join(admin, 'assets', 'index-def456.js'), 'console.log("admin")');
    writeFileSync(join(admin, 'assets', 'index-def456.js.br'), brotliCompressSync('console.log("admin, from the build\'s brotli")'));
    // A file where an api address points: the api answers, never the disk.
    writeFileSync(join(front, 'api', 'health'), 'not the api');
    process.env.WEB_FRONT_DIST = front;
    process.env.WEB_ADMIN_DIST = admin;
    app = await createTestApp({ serveWeb: true });
  });
  afterAll(async () => {
    await app.close();
    delete process.env.WEB_FRONT_DIST;
    delete process.env.WEB_ADMIN_DIST;
    rmSync(root, { recursive: true, force: true });
  });

  it('serves hashed assets for a year and the front page for a deep link, never cached', async () => {
    const asset = await request(app.getHttpServer()).get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const deepLink = await request(app.getHttpServer()).get('/tools/some/deep/link');
    expect(deepLink.status).toBe(200);
    expect(deepLink.text).toContain('<title>front</title>');
    expect(deepLink.headers['cache-control']).toBe('no-cache');
  });

  it("sends an asset's brotli file from the build to a browser that accepts brotli, the plain file to others", async () => {
    // supertest decodes brotli: the text proves which file was sent (the plain file says less).
    const brotli = await request(app.getHttpServer()).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip, deflate, br, zstd');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotli.text).toBe('console.log("front, from the build\'s brotli")');
    const plain = await request(app.getHttpServer()).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('console.log("front")');
    const withoutBrotliFile = await request(app.getHttpServer()).get('/assets/styles-abc123.css').set('Accept-Encoding', 'br');
    expect(withoutBrotliFile.status).toBe(200);
    expect(withoutBrotliFile.headers['content-encoding']).toBeUndefined();
    expect(withoutBrotliFile.text).toBe('body { margin: 0 }');
  });

  it("names the first screen's calls as fetch preloads for a browser with a session, not without one nor on an error page", async () => {
    const preload = /<link rel="preload" as="fetch" crossorigin href="\/api\/getOneUser\?date=\d+" data-early-call="getOneUser">/;
    const signedIn = await request(app.getHttpServer()).get('/').set('Cookie', 'XSRF-TOKEN=t');
    expect(signedIn.status).toBe(200);
    expect(signedIn.text).toMatch(preload);
    expect(signedIn.headers['content-type']).toMatch(/text\/html/);
    expect(signedIn.headers['cache-control']).toBe('no-cache');
    const signedOut = await request(app.getHttpServer()).get('/');
    expect(signedOut.text).toContain('<title>front</title>');
    expect(signedOut.text).not.toContain('preload');
    const errorPage = await request(app.getHttpServer()).get('/error-500').set('Cookie', 'XSRF-TOKEN=t');
    expect(errorPage.text).not.toContain('preload');
  });

  it('serves the back-office under /admin', async () => {
    const res = await request(app.getHttpServer()).get('/admin/tools/42');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>admin</title>');
    const script = await request(app.getHttpServer()).get('/admin/assets/index-def456.js').set('Accept-Encoding', 'gzip, br');
    expect({ encoding: script.headers['content-encoding'], text: script.text }).toEqual({ encoding: 'br', text: 'console.log("admin, from the build\'s brotli")' });
  });

  it('answers an api address with the api, never with a file or the front page', async () => {
    const health = await request(app.getHttpServer()).get('/api/health/live');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok' });
    const unknown = await request(app.getHttpServer()).get('/api/no/such/call');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/application\/json/);
    expect(unknown.text).not.toContain('<title>front</title>');
  });
});
