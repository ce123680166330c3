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
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitiseFooterHtml(html: string): string {
  return sanitizeHtml(html, FOOTER_POLICY).trim();
}
