import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { DESIGN_TOKENS } from '@contracts';

const { color, font, focusRing, radius } = DESIGN_TOKENS;
const rem = (size: number) => `${size}rem`;

/** The keyboard focus ring of the front, on any MUI control that shows focus by class. */
const focusOutline = {
  outline: `${focusRing.width}px solid ${color.focus}`,
  outlineOffset: focusRing.offset,
};

/**
 * The back-office theme, built from the design tokens the employee front uses (`@contracts`
 * design-tokens): the front's navy header, its link blue for primary actions, its page colour,
 * type scale and radius, sentence-case buttons and the same blue focus ring. Bordered fields as
 * the front's, with an edge at 4.5:1. Built on react-admin's default theme so its layout rules stay.
 */
export const portalTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: color.link, dark: color.linkHover, contrastText: color.surface },
    // react-admin paints its app bar in the secondary colour.
    secondary: { main: color.brand, contrastText: color.surface },
    background: { default: color.page, paper: color.surface },
    text: { primary: color.text, secondary: color.muted },
    error: { main: color.error },
    success: { main: color.success },
    warning: { main: color.warning },
    divider: color.divider,
  },
  shape: { borderRadius: radius },
  typography: {
    ...defaultTheme.typography,
    fontFamily: font.family,
    h1: { fontSize: rem(font.size.title), fontWeight: font.weight.heading },
    h2: { fontSize: rem(font.size.title), fontWeight: font.weight.heading },
    h3: { fontSize: rem(font.size.subtitle), fontWeight: font.weight.heading },
    h4: { fontSize: rem(font.size.subtitle), fontWeight: font.weight.heading },
    h5: { fontSize: rem(font.size.subtitle), fontWeight: font.weight.strong },
    h6: { fontSize: rem(font.size.subtitle), fontWeight: font.weight.strong },
    body1: { fontSize: rem(font.size.body), lineHeight: font.lineHeight },
    body2: { fontSize: rem(font.size.small), lineHeight: font.lineHeight },
    button: { textTransform: 'none', fontWeight: font.weight.strong },
  },
  components: {
    ...defaultTheme.components,
    MuiButtonBase: {
      // No ink ripple, as on the front (its buttons have none); the focus ring below marks the keyboard's
      // place. It also spares every button a ripple component: the list draws two to a row.
      defaultProps: { disableRipple: true },
      styleOverrides: { root: { '&.Mui-focusVisible': focusOutline } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
    },
    // The bulk-action bar, folded to nothing while no row is selected, keeps its buttons out of the
    // tab order and out of the way of the targets under it (WCAG 2.2 target size).
    RaBulkActionsToolbar: {
      styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
    },
    MuiTab: {
      styleOverrides: { root: { textTransform: 'none', fontWeight: font.weight.strong } },
    },
    MuiLink: {
      styleOverrides: { root: { color: color.link, '&:focus-visible': focusOutline } },
    },
    // Checkboxes and switches hide their input: the ring goes on the visible box.
    MuiCheckbox: {
      styleOverrides: { root: { '&.Mui-focusVisible': { ...focusOutline, outlineOffset: -4 } } },
      // A checkbox given an aria-label (react-admin's "Select this row") would carry it on its box, a
      // span where ARIA forbids it, leaving the input nameless: the name goes on the input instead.
      defaultProps: {
        slotProps: {
          root: (ownerState: { 'aria-label'?: string }) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
          input: (ownerState: { 'aria-label'?: string }) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
        },
      },
    },
    MuiTextField: {
      ...defaultTheme.components?.MuiTextField,
      defaultProps: { ...defaultTheme.components?.MuiTextField?.defaultProps, variant: 'outlined' },
    },
    MuiFormControl: {
      ...defaultTheme.components?.MuiFormControl,
      defaultProps: { ...defaultTheme.components?.MuiFormControl?.defaultProps, variant: 'outlined' },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          backgroundColor: color.surface,
          '& .MuiOutlinedInput-notchedOutline': { borderColor: color.fieldBorder },
          '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: color.focus, borderWidth: 2 },
          '&.Mui-error .MuiOutlinedInput-notchedOutline': { borderColor: color.error },
        },
      },
    },
    MuiInputLabel: {
      styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: color.focus } } },
    },
    MuiPaper: {
      styleOverrides: { rounded: { borderRadius: radius } },
    },
    MuiTableCell: {
      ...defaultTheme.components?.MuiTableCell,
      styleOverrides: {
        ...(defaultTheme.components?.MuiTableCell?.styleOverrides as object),
        head: { fontWeight: font.weight.strong, color: color.text },
      },
    },
    // On the navy app bar the blue ring would be too dark: the light one, as on the front's header.
    RaAppBar: {
      styleOverrides: { root: { '& .Mui-focusVisible, & a:focus-visible': { outlineColor: color.focusOnBrand } } },
    },
    RaToolbar: {
      styleOverrides: { root: { backgroundColor: color.hover } },
    },
  },
};
