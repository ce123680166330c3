/**
 * The portal's design tokens, read by both UIs: the employee front (its CSS custom properties,
 * through `designTokenCssVariables`) and the back-office (its react-admin/MUI theme). One place,
 * so the two read as one product. Colour pairs meet WCAG 2.2 AA: 4.5:1 for text, 3:1 for rings.
 */
export const DESIGN_TOKENS = {
  color: {
    text: '#1c1c1c',
    /** Secondary text: 8.6:1 on the page background. */
    muted: '#4a4a4a',
    page: '#f6f5f1',
    surface: '#ffffff',
    /** The navy of the header and of primary surfaces: 15:1 with white text. */
    brand: '#14213d',
    /** Links and primary actions: 7.4:1 on white. */
    link: '#0b5394',
    linkHover: '#083d6e',
    /**
     * Keyboard focus ring on light surfaces: a blue, so it never reads as an error (orange or red).
     * 5.2:1 on white, 4.7:1 on the page background.
     */
    focus: '#2563eb',
    /** Focus ring on the navy header, where the blue ring would be too dark: 9:1 on the navy. */
    focusOnBrand: '#93c5fd',
    success: '#1e6b34',
    /** "Waiting": amber text, 6:1 on white. */
    warning: '#8a4b00',
    error: '#a61b1b',
    /** A field's edge: 4.5:1 on white, so the field is visible. */
    fieldBorder: '#767676',
    divider: '#dedbd2',
    /** Hover background of neutral buttons and rows. */
    hover: '#efede6',
  },
  /** Corner radius of cards, fields and buttons, in pixels. */
  radius: 6,
  font: {
    family:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans CJK SC', 'Hiragino Sans', sans-serif",
    lineHeight: 1.5,
    /** The type scale, in rem. */
    size: { small: 0.875, body: 1, subtitle: 1.25, title: 1.5 },
    weight: { regular: 400, strong: 600, heading: 700 },
  },
  /** The keyboard focus ring: a solid outline, offset from the element. */
  focusRing: { width: 3, offset: 2 },
  /** Soft elevation of panels and cards. */
  shadow: '0 1px 4px rgb(0 0 0 / 12%)',
} as const;

export type DesignTokens = typeof DESIGN_TOKENS;

/** The tokens as CSS custom properties (`--color-brand: #14213d; …`), for a stylesheet's `:root`. */
export function designTokenCssVariables(tokens: DesignTokens = DESIGN_TOKENS): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(tokens.color)) {
    variables[`--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`] = value;
  }
  variables['--radius'] = `${tokens.radius}px`;
  variables['--font'] = tokens.font.family;
  variables['--focus-ring-width'] = `${tokens.focusRing.width}px`;
  variables['--focus-ring-offset'] = `${tokens.focusRing.offset}px`;
  variables['--shadow'] = tokens.shadow;
  return variables;
}
