import { DESIGN_TOKENS, designTokenCssVariables } from './design-tokens';

/** WCAG 2.2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const { color } = DESIGN_TOKENS;

describe('design tokens', () => {
  it.each([
    ['text on the page', color.text, color.page],
    ['muted text on the page', color.muted, color.page],
    ['links on white', color.link, color.surface],
    ['white on the navy', color.surface, color.brand],
    ['errors on white', color.error, color.surface],
    ['success on white', color.success, color.surface],
    ['waiting on white', color.warning, color.surface],
  ])('keeps %s at 4.5:1 or better', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['on white', color.focus, color.surface],
    ['on the page', color.focus, color.page],
    ['on the navy header', color.focusOnBrand, color.brand],
    ['of field edges on white', color.fieldBorder, color.surface],
  ])('keeps focus rings and field edges visible %s (3:1 or better)', (_name, ring, background) => {
    expect(contrast(ring, background)).toBeGreaterThanOrEqual(3);
  });

  it('writes the tokens as CSS custom properties for the front', () => {
    const variables = designTokenCssVariables();
    expect(variables['--color-brand']).toBe(color.brand);
    expect(variables['--color-focus-on-brand']).toBe(color.focusOnBrand);
    expect(variables['--radius']).toBe('6px');
  });
});
