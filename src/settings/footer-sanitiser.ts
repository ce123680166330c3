import sanitizeHtml from 'sanitize-html';

/**
 * What a footer may contain: the formatting the rich-text editor produces and links.
 * No scripts, no event handlers, no styles, and only http, https and mailto links.
 */
const FOOTER_POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'span', 'h2', 'h3', 'h4', 'blockquote', 'code'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: withSafeTarget(attribs) }),
  },
};

const SAME_WINDOW = new Set(['_self', '_parent', '_top']);

/**
 * A link opening another window (`_blank` in any case, or a named window) gets rel="noopener
 * noreferrer", so the page it opens cannot reach back to ours. Browsers read `target` without regard
 * to case: so do we.
 */
function withSafeTarget(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  if (attribs.target === undefined) return attribs;
  const target = attribs.target.trim().toLowerCase();
  if (SAME_WINDOW.has(target)) return { ...attribs, target };
  return { ...attribs, target: target === '_blank' ? '_blank' : attribs.target, rel: 'noopener noreferrer' };
}

export function sanitiseFooterHtml(html: string): string {
  return sanitizeHtml(html, FOOTER_POLICY).trim();
}
