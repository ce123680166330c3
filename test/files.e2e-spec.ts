import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import sharp from 'sharp';
import request from 'supertest';
import { LIMITS } from '../src/contracts';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

const STORED_NAME = /^[0-9a-f]{16}\.(png|jpg|gif|svg)$/;

const image = (format: 'png' | 'jpeg' | 'gif', size: number, background = '#e94e1b') =>
  sharp({ create: { width: size, height: size, channels: 3, background } })[format]().toBuffer();

/** Reads any answer as raw bytes (supertest would otherwise parse some image types). */
const bytes = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('files: POST uploadFile and GET files/:name', () => {
  let app: NestExpressApplication;
  let emma: ApiClient;
  let paul: ApiClient;

  const upload = (client: ApiClient, content: Buffer, filename: string, field = 'file') =>
    client.raw('post', `/api/uploadFile?date=${Date.now()}`).attach(field, content, filename);
  const download = (client: ApiClient, name: string, headers: Record<string, string> = {}) =>
    client.raw('get', `/api/files/${name}?date=${Date.now()}`, headers).buffer(true).parse(bytes);
  const storedCount = () => app.get<Connection>(getConnectionToken()).collection('files.files').countDocuments();

  beforeAll(async () => {
    useDatabase('files');
    app = await createTestApp();
    await givenUsers(app, { id_portal: 'emma.employee' }, { id_portal: 'paul.employee' });
    emma = await signIn(app.getHttpServer(), 'emma.employee');
    paul = await signIn(app.getHttpServer(), 'paul.employee');
  });
  afterAll(() => app.close());

  describe('a PNG logo', () => {
    it('is stored under its content hash and served with a long cache, an ETag and 304 on revalidation', async () => {
      const png = await image('png', 256);
      const res = await upload(emma, png, 'my logo.png');
      expect(res.status).toBe(200);
      expect(res.body.filename).toMatch(STORED_NAME);
      expect(res.body.filename).toMatch(/\.png$/);
      expect(res.body.url).toBe(`/api/files/${res.body.filename}`);

      const served = await download(emma, res.body.filename);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers.etag).toBe(`"${res.body.filename.split('.')[0]}"`);
      expect(Buffer.compare(served.body as Buffer, png)).toBe(0);

      const revalidated = await download(emma, res.body.filename, { 'If-None-Match': served.headers.etag });
      expect(revalidated.status).toBe(304);
      expect((revalidated.body as Buffer).length).toBe(0);
    });

    it('uploaded twice (as `file` then as `logo`) gets the same name and is stored once', async () => {
      const png = await image('png', 300, '#123456');
      const before = await storedCount();
      const first = await upload(emma, png, 'a.png');
      const second = await upload(emma, png, 'b.png', 'logo');
      expect(second.status).toBe(200);
      expect(second.body.filename).toBe(first.body.filename);
      expect(await storedCount()).toBe(before + 1);
    });
  });

  it.each([
    ['gif', 'gif'],
    ['jpeg', 'jpg'],
  ] as const)('accepts a %s logo, named .%s', async (format, extension) => {
    const res = await upload(emma, await image(format, 220), `logo.${format}`);
    expect(res.status).toBe(200);
    expect(res.body.filename).toMatch(new RegExp(`^[0-9a-f]{16}\\.${extension}$`));
    const served = await download(emma, res.body.filename);
    expect(served.headers['content-type']).toBe(format === 'gif' ? 'image/gif' : 'image/jpeg');
  });

  it('types a logo by its content, not its name: a GIF named .png is stored and served as a GIF', async () => {
    const res = await upload(emma, await image('gif', 210, '#2a9d8f'), 'disguised.png');
    expect(res.status).toBe(200);
    expect(res.body.filename).toMatch(/^[0-9a-f]{16}\.gif$/);
    expect((await download(emma, res.body.filename)).headers['content-type']).toBe('image/gif');
  });

  it('stores an SVG without scripts, event handlers or external references, and serves it under a strict policy', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="256" height="256" onload="alert(1)">' +
        '<script>alert(2)</script><rect id="r" width="100" height="100" fill="#e94e1b"/><use xlink:href="#r" x="120"/>' +
        '<image href="https://tracker.example/pixel.png" width="1" height="1"/><a xlink:href="javascript:alert(3)"><text>Hi</text></a></svg>',
    );
    const res = await upload(emma, svg, 'logo.svg');
    expect(res.status).toBe(200);
    expect(res.body.filename).toMatch(/^[0-9a-f]{16}\.svg$/);

    const served = await download(emma, res.body.filename);
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const stored = (served.body as Buffer).toString('utf8');
    expect(stored).not.toMatch(/script|onload|alert|tracker\.example|javascript:/);
    expect(stored).toContain('xlink:href="#r"');
    expect(stored).toContain('<text>Hi</text>');
  });

  describe('an SVG built to exhaust the parser (security review: 20,000 nested groups froze the api for 30 s)', () => {
    const nested = (levels: number) =>
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300">${'<g>'.repeat(levels)}<rect width="9" height="9"/>${'</g>'.repeat(levels)}</svg>`);

    it('is refused as invalid_image_type in under a second, while another person is answered as usual', async () => {
      // Another person keeps using the portal during the upload: their calls are answered at once, one after the other.
      const answerTimes: number[] = [];
      let uploading = true;
      const meanwhile = (async () => {
        while (uploading) {
          const started = performance.now();
          expect((await paul.get('/api/getOneUser')).status).toBe(200);
          answerTimes.push(performance.now() - started);
        }
      })();
      const started = performance.now();
      const [first, second] = await Promise.all([upload(emma, nested(20_000), 'deep.svg'), upload(emma, nested(20_000), 'deep2.svg')]);
      const refusedIn = performance.now() - started;
      uploading = false;
      await meanwhile;
      for (const res of [first, second]) expect({ status: res.status, code: res.body.error.code }).toEqual({ status: 400, code: 'invalid_image_type' });
      expect(refusedIn).toBeLessThan(1000);
      expect(answerTimes.length).toBeGreaterThan(0);
      expect(Math.max(...answerTimes)).toBeLessThan(500);
    });

    it('is refused, never a 500, at 5,000 levels and at one level over the limit; a drawing within it is stored', async () => {
      for (const levels of [5_000, 65]) expect((await upload(emma, nested(levels), 'deep.svg')).body.error?.code).toBe('invalid_image_type');
      const fits = await upload(emma, nested(40), 'nested.svg');
      expect(fits.status).toBe(200);
      expect(fits.body.filename).toMatch(/\.svg$/);
    });
  });

  describe('refusals store nothing', () => {
    let before: number;
    beforeEach(async () => {
      before = await storedCount();
    });
    afterEach(async () => {
      expect(await storedCount()).toBe(before);
    });

    it('refuses a 100 px PNG with IMAGE.TOO_SMALL', async () => {
      const res = await upload(emma, await image('png', 100), 'small.png');
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('IMAGE.TOO_SMALL');
      expect(res.body.error.message).toContain(`${LIMITS.logoMinPixels} px`);
    });

    it('refuses a text file named .png with invalid_image_type and the accepted extensions', async () => {
      const res = await upload(emma, Buffer.from('I am text pretending to be a picture'), 'logo.png');
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'invalid_image_type',
        message: 'invalid image type: accepted extensions are .svg, .png, .jpg, .jpeg, .gif',
      });
    });

    it('refuses a file over the size limit with 413', async () => {
      const res = await upload(emma, Buffer.alloc(LIMITS.uploadMaxBytes + 1, 1), 'huge.png');
      expect(res.status).toBe(413);
      expect(res.body.error.code).toBe('payload_too_large');
    });

    it('refuses a request without a file with 400 FILE.MISSING', async () => {
      const res = await emma.raw('post', '/api/uploadFile').field('title', 'no file');
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('FILE.MISSING');
    });

    it('refuses an upload without the CSRF header with 403', async () => {
      const res = await emma.raw('post', '/api/uploadFile', {}, false).attach('file', await image('png', 256, '#000000'), 'logo.png');
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('invalid_csrf_token');
    });

    it('refuses a caller who is not signed in with 401', async () => {
      // Without a session there is no CSRF token to send: the write acts as no one and the guard refuses it.
      const res = await request(app.getHttpServer())
        .post('/api/uploadFile')
        .attach('file', await image('png', 256, '#ffffff'), 'logo.png');
      expect(res.status).toBe(401);
    });
  });

  describe('GET files/:name', () => {
    it('answers 404 in JSON for an unknown or malformed name', async () => {
      for (const name of ['0123456789abcdef.png', 'not-a-stored-name.png', '0123456789abcdef.html', '..%2F..%2Fetc%2Fpasswd']) {
        const res = await emma.get(`/api/files/${name}`);
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('not_found');
      }
    });

    it('answers 401 to a caller who is not signed in', async () => {
      const res = await request(app.getHttpServer()).get('/api/files/0123456789abcdef.png');
      expect(res.status).toBe(401);
    });
  });
});
