/**
 * The largest SVG structure a logo or icon may have. Real logos nest groups a dozen levels deep and hold
 * a few hundred elements; an XML parser and DOMPurify work recursively, so a document nested thousands of
 * levels deep costs them seconds and then a stack overflow. Both limits are far above any drawing.
 */
export const SVG_LIMITS = { maxDepth: 64, maxElements: 20_000 } as const;

/**
 * Why an SVG document's structure is refused before any parser sees it, or null when it fits the limits.
 * One pass over the text, building nothing: tags are counted by nesting; comments, CDATA and processing
 * instructions are skipped; a DOCTYPE declaring entities is refused (entity expansion multiplies a document).
 * It measures the text as written, so a malformed document that passes here is still refused by the parser.
 */
export function svgShapeProblem(text: string): string | null {
  let depth = 0;
  let elements = 0;
  let at = text.indexOf('<');
  while (at !== -1) {
    const next = text.charCodeAt(at + 1);
    if (text.startsWith('<!--', at)) at = endOf(text, '-->', at);
    else if (text.startsWith('<![CDATA[', at)) at = endOf(text, ']]>', at);
    else if (next === QUESTION) at = endOf(text, '?>', at);
    else if (next === BANG) {
      const end = endOfDoctype(text, at);
      if (/<!ENTITY/i.test(text.slice(at, end))) return 'entity declarations';
      at = end;
    } else if (next === SLASH) {
      depth -= 1;
      at = endOf(text, '>', at);
    } else {
      const end = endOfTag(text, at);
      if (end === -1) return null;
      elements += 1;
      if (text.charCodeAt(end - 1) !== SLASH) depth += 1;
      if (depth > SVG_LIMITS.maxDepth) return `nesting deeper than ${SVG_LIMITS.maxDepth}`;
      if (elements > SVG_LIMITS.maxElements) return `more than ${SVG_LIMITS.maxElements} elements`;
      at = end;
    }
    at = at === -1 ? -1 : text.indexOf('<', at);
  }
  return null;
}

const BANG = 0x21;
const SLASH = 0x2f;
const QUESTION = 0x3f;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const GREATER = 0x3e;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** The index just past `closing`, searched from `from`, or -1 when the text ends first. */
function endOf(text: string, closing: string, from: number): number {
  const found = text.indexOf(closing, from + 1);
  return found === -1 ? -1 : found + closing.length - 1;
}

/** The `>` that ends a start tag: one inside a quoted attribute value does not. */
function endOfTag(text: string, from: number): number {
  let quote = 0;
  for (let i = from + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === QUOTE || c === APOSTROPHE) quote = c;
    else if (c === GREATER) return i;
  }
  return -1;
}

/** The `>` that ends a DOCTYPE, past its internal subset in brackets if it has one. */
function endOfDoctype(text: string, from: number): number {
  let inSubset = false;
  for (let i = from + 2; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === OPEN_BRACKET) inSubset = true;
    else if (c === CLOSE_BRACKET) inSubset = false;
    else if (c === GREATER && !inSubset) return i;
  }
  return text.length;
}
