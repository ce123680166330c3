import { DEFAULT_LOGO_COLOR } from './tool-rules';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The logo's background colour when it is a valid hex colour, else the default orange. */
export function logoBackground(color: string | undefined): string {
  const match = color?.trim().match(HEX);
  if (!match) return DEFAULT_LOGO_COLOR;
  return `#${match[1].toLowerCase()}`;
}

function luminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Administrators pick any colour for an abbreviation logo: the letters are drawn in black or white,
 * whichever contrasts more with it (WCAG relative luminance), so they always stay readable.
 */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  const l = luminance(logoBackground(background));
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}
