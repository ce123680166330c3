import { cleanCss, isSvgDocument, sanitiseSvg } from './svg-sanitiser';

const svg = (inner: string, attributes = '') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="256" height="256"${attributes}>${inner}</svg>`,
  );
const clean = (input: Buffer) => sanitiseSvg(input)!.toString('utf8');

describe('SVG sanitising', () => {
  it('keeps shapes, gradients, internal references and the SVG namespace', () => {
    const out = clean(
      svg('<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>' +
        '<rect id="r" width="10" height="10" fill="url(#g)"/><use xlink:href="#r" x="20"/><use href="#r" y="20"/><text>Ab &amp; Cd</text>'),
    );
    expect(out).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain('xlink:href="#r"');
    expect(out).toContain('<use href="#r" y="20"/>');
    expect(out).toContain('<text>Ab &amp; Cd</text>');
    expect(isSvgDocument(Buffer.from(out))).toBe(true);
  });

  it('removes scripts, event handlers, embedded HTML and attribute-setting animations', () => {
    const out = clean(
      svg('<script>alert(1)</script><rect onclick="alert(2)" width="1" height="1"/>' +
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>' +
        '<a href="#x"><set attributeName="href" to="javascript:alert(3)"/><animate attributeName="href" values="javascript:alert(4)"/></a>',
        ' onload="alert(0)"'),
    );
    expect(out).not.toMatch(/script|onload|onclick|foreignObject|<set|<animate|alert/i);
  });

  it('removes references outside the file: links, external uses, images and url() targets', () => {
    const out = clean(
      svg('<a href="https://evil.example/"><text>link</text></a><a xlink:href="javascript:alert(1)"><text>js</text></a>' +
        '<use href="https://evil.example/sprite.svg#icon"/><image href="https://evil.example/track.png" width="1" height="1"/>' +
        '<image href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/>' +
        '<rect width="1" height="1" fill="url(https://evil.example/p.svg#p)" style="filter:url(//evil.example/f.svg#f);fill:red"/>' +
        '<style>.a{fill:url("https://evil.example/x")} .b{fill:url(#ok)}</style>'),
    );
    expect(out).not.toContain('evil.example');
    expect(out).not.toContain('javascript:');
    expect(out).not.toContain('data:image/svg+xml');
    expect(out).toContain('fill:red');
    expect(out).toContain('.b{fill:url(#ok)}');
  });

  it('keeps an embedded raster image', () => {
    const out = clean(svg('<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>'));
    expect(out).toContain('href="data:image/png;base64,iVBORw0KGgo="');
  });

  it('drops CSS that could hide a fetch from the url() filter', () => {
    expect(cleanCss('@import "https://evil.example/a.css"; .a{fill:red}')).toBe('');
    expect(cleanCss('.a{background:\\75rl(https://evil.example/)}')).toBe('');
    expect(cleanCss('.a{background:image-set("https://evil.example/" 1x)}')).toBe('');
    expect(cleanCss('.a{fill:url( "#g" )}')).toBe('.a{fill:url( "#g" )}');
  });

  it('recognises only XML documents whose root is an SVG element', () => {
    expect(isSvgDocument(svg(''))).toBe(true);
    expect(isSvgDocument(Buffer.from('<?xml version="1.0"?>\n<!-- made by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(true);
    expect(isSvgDocument(Buffer.from('<svg><rect/></svg>'))).toBe(false); // no SVG namespace
    expect(isSvgDocument(Buffer.from('<html><svg xmlns="http://www.w3.org/2000/svg"/></html>'))).toBe(false);
    expect(isSvgDocument(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><a></svg>'))).toBe(false);
    expect(isSvgDocument(Buffer.from('not xml at all'))).toBe(false);
  });
});
