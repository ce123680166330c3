import { SVG_LIMITS, svgShapeProblem } from './svg-shape';

const nested = (levels: number, leaf = '<rect width="1" height="1"/>') =>
  `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(levels)}${leaf}${'</g>'.repeat(levels)}</svg>`;

describe('SVG structure limits, checked before any parser', () => {
  it('accepts a drawing nested up to the limit, with comments, CDATA, a declaration and quoted ">"', () => {
    const text = `<?xml version="1.0"?><!DOCTYPE svg><!-- <g><g> --><svg xmlns="http://www.w3.org/2000/svg">` +
      `<style><![CDATA[ g > rect { fill: red } ]]></style><text title="a > b">x</text>${'<g>'.repeat(SVG_LIMITS.maxDepth - 1)}<rect/>${'</g>'.repeat(SVG_LIMITS.maxDepth - 1)}</svg>`;
    expect(svgShapeProblem(text)).toBeNull();
  });

  it('refuses a nesting one level over the limit, and the 20,000 levels of the review', () => {
    expect(svgShapeProblem(nested(SVG_LIMITS.maxDepth))).toBe(`nesting deeper than ${SVG_LIMITS.maxDepth}`);
    expect(svgShapeProblem(nested(20_000))).toBe(`nesting deeper than ${SVG_LIMITS.maxDepth}`);
  });

  it('counts self-closing elements as siblings, and refuses more elements than the limit', () => {
    expect(svgShapeProblem(`<svg>${'<rect/>'.repeat(SVG_LIMITS.maxElements - 1)}</svg>`)).toBeNull();
    expect(svgShapeProblem(`<svg>${'<rect/>'.repeat(SVG_LIMITS.maxElements)}</svg>`)).toBe(`more than ${SVG_LIMITS.maxElements} elements`);
  });

  it('refuses entity declarations (a few lines can expand to gigabytes)', () => {
    const laughs = '<!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;">]><svg>&b;</svg>';
    expect(svgShapeProblem(laughs)).toBe('entity declarations');
  });
});
