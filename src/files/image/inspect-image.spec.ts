import sharp from 'sharp';
import { inspectImage } from './inspect-image';

const raster = (format: 'png' | 'jpeg' | 'gif' | 'webp', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#e94e1b' } })[format]().toBuffer();
const svg = (attributes: string, inner = '<rect width="10" height="10"/>') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${inner}</svg>`);

// The first SVG loads the sanitiser's DOM (jsdom): seconds on a loaded machine, over jest's 5 s default.
jest.setTimeout(30_000);

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: { code: string; status: number; message: string }) => error);

describe('uploaded image rules', () => {
  describe('type, by content', () => {
    it.each(['png', 'jpeg', 'gif'] as const)('accepts %s', async (format) => {
      const image = await inspectImage(await raster(format, 256, 256), 200);
      expect(image).toMatchObject({ format, width: 256, height: 256 });
    });

    it('accepts an SVG document, with or without an XML declaration or byte order mark', async () => {
      const declared = Buffer.from(`\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n${svg('width="300" height="300"')}`);
      expect(await inspectImage(declared, 200)).toMatchObject({ format: 'svg', width: 300, height: 300 });
    });

    it.each([
      ['a text file', Buffer.from('hello, I am not an image')],
      ['an HTML page', Buffer.from('<!doctype html><html><body><svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"/></body></html>')],
      ['XML that is not SVG', Buffer.from('<?xml version="1.0"?><note>300</note>')],
      ['broken SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><g></svg>')],
      ['an empty file', Buffer.alloc(0)],
    ])('refuses %s as invalid_image_type, listing the accepted extensions', async (_case, content) => {
      const error = await refusal(inspectImage(content, 200));
      expect(error).toMatchObject({ code: 'invalid_image_type', status: 400 });
      expect(error!.message).toBe('invalid image type: accepted extensions are .svg, .png, .jpg, .jpeg, .gif');
    });

    it('refuses another real image format (webp)', async () => {
      expect(await refusal(inspectImage(await raster('webp', 256, 256), 200))).toMatchObject({ code: 'invalid_image_type' });
    });
  });

  describe('minimum size: wide or high enough', () => {
    it.each([
      [200, 200],
      [300, 40],
      [40, 300],
    ])('accepts %i × %i for a 200 px minimum', async (width, height) => {
      await expect(inspectImage(await raster('png', width, height), 200)).resolves.toMatchObject({ width, height });
    });

    it('refuses 100 × 100 for 200 px with IMAGE.TOO_SMALL, and accepts it for a 64 px category icon', async () => {
      const small = await raster('png', 100, 100);
      const error = await refusal(inspectImage(small, 200));
      expect(error).toMatchObject({ code: 'IMAGE.TOO_SMALL', status: 400 });
      expect(error!.message).toContain('200 px');
      await expect(inspectImage(small, 64)).resolves.toMatchObject({ width: 100 });
    });

    it('measures an SVG by its width and height, else its viewBox', async () => {
      expect(await inspectImage(svg('viewBox="0 0 512 128"'), 200)).toMatchObject({ width: 512, height: 128 });
      expect(await refusal(inspectImage(svg('viewBox="0 0 24 24"'), 200))).toMatchObject({ code: 'IMAGE.TOO_SMALL' });
    });

    it('refuses an SVG without any size as too small', async () => {
      expect(await refusal(inspectImage(svg(''), 200))).toMatchObject({ code: 'IMAGE.TOO_SMALL' });
    });
  });

  describe('maximum size: 4096 px either way', () => {
    it('accepts 4096 px and refuses 4097 px in either dimension with IMAGE.TOO_MANY_PIXELS', async () => {
      expect(await inspectImage(await raster('png', 4096, 300), 200)).toMatchObject({ width: 4096 });
      for (const [width, height] of [[4097, 300], [300, 4097]]) {
        expect(await refusal(inspectImage(await raster('png', width, height), 200))).toMatchObject({ code: 'IMAGE.TOO_MANY_PIXELS', status: 400 });
      }
    });

    it('leaves an SVG drawn at a large nominal size alone', async () => {
      expect(await inspectImage(svg('width="8000" height="8000"'), 200)).toMatchObject({ format: 'svg', width: 8000 });
    });
  });

  it('returns the sanitised SVG, to be stored and hashed', async () => {
    const image = await inspectImage(svg('width="256" height="256" onload="alert(1)"', '<script>alert(2)</script><rect width="1" height="1"/>'), 200);
    const text = image.content.toString('utf8');
    expect(text).not.toMatch(/alert|script|onload/);
    expect(text).toContain('<rect width="1" height="1"/>');
  });
});
