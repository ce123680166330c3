import createDOMPurify, { type DOMPurify } from 'dompurify';
import type { JSDOM as Jsdom } from 'jsdom';
import { retype } from '../../platform/types/retype';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Internal references (`#id`) and embedded raster images; anything else would leave the file. */
const SAFE_REFERENCE = /^\s*(#|data:image\/(png|jpeg|gif|webp);)/i;
/** `url(...)` whose target is not an internal `#id`. */
const EXTERNAL_URL = /url\(\s*(?![\s'"]*#)[^)]*\)/gi;
/** CSS that can fetch or hide a fetch from the patterns above (escapes can spell `url`). */
const UNSAFE_CSS = /@import|image-set|\\|expression\s*\(|src\s*\(/i;

/**
 * Animations that can set any attribute (an `href` to javascript:, for one) and elements that embed
 * HTML or another document. `use` is allowed back: its reference is filtered like every `href`.
 */
const FORBIDDEN_TAGS = ['script', 'foreignObject', 'iframe', 'animate', 'set', 'animateColor', 'handler', 'listener'];

let instance: { purify: DOMPurify; window: Jsdom['window'] } | undefined;

/**
 * One jsdom window and DOMPurify instance for the process, made at the first SVG upload: jsdom is
 * loaded only then, so processes that never see an SVG never pay for it.
 */
function sanitiser() {
  if (instance) return instance;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { JSDOM } = require('jsdom') as { JSDOM: typeof Jsdom };
  const { window } = new JSDOM('');
  const purify = createDOMPurify(retype<Parameters<typeof createDOMPurify>[0]>(window));
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (name === 'href' || name === 'xlink:href') {
      if (!SAFE_REFERENCE.test(data.attrValue)) data.keepAttr = false;
      return;
    }
    if (name === 'style') data.attrValue = cleanCss(data.attrValue);
    else if (/url\s*\(/i.test(data.attrValue) && cleanCss(data.attrValue) !== data.attrValue) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeElements', (node) => {
    if (node.nodeName.toLowerCase() === 'style' && node.textContent) node.textContent = cleanCss(node.textContent);
  });
  instance = { purify, window };
  return instance;
}

/** Loads jsdom and DOMPurify now (a worker thread's first document would otherwise pay for it). */
export function loadSanitiser(): void {
  sanitiser();
}

/** External `url(...)` become `none`; CSS that could hide one is dropped whole. */
export function cleanCss(css: string): string {
  if (UNSAFE_CSS.test(css)) return '';
  return css.replace(EXTERNAL_URL, 'none');
}

/** True when the bytes are an XML document whose root is an `<svg>` element of the SVG namespace. */
export function isSvgDocument(content: Buffer): boolean {
  const { window } = sanitiser();
  const doc = new window.DOMParser().parseFromString(content.toString('utf8'), 'image/svg+xml');
  const root = doc.documentElement;
  return !!root && root.localName === 'svg' && root.namespaceURI === SVG_NS && doc.getElementsByTagName('parsererror').length === 0;
}

/**
 * The SVG without scripts, event handlers, embedded HTML or references outside the file, as a
 * standalone XML document. Returns null when nothing of the `<svg>` root survives.
 *
 * The document is parsed as XML, cleaned by DOMPurify's SVG profile plus the hooks above, and
 * serialised again as XML from the very tree DOMPurify inspected, so what is stored is what was checked.
 */
export function sanitiseSvg(content: Buffer): Buffer | null {
  const { purify, window } = sanitiser();
  const doc = new window.DOMParser().parseFromString(content.toString('utf8'), 'image/svg+xml');
  const root = new window.XMLSerializer().serializeToString(doc.documentElement);
  const body = retype<{ firstElementChild: { localName: string; namespaceURI: string | null } | null }>(
    purify.sanitize(root, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    FORBID_TAGS: FORBIDDEN_TAGS,
    RETURN_DOM: true,
    }),
  );
  const svg = body.firstElementChild;
  if (!svg || svg.localName !== 'svg' || svg.namespaceURI !== SVG_NS) return null;
  return Buffer.from(new window.XMLSerializer().serializeToString(svg as never), 'utf8');
}
