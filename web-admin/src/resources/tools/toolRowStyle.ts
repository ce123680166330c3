import type { Theme } from '@mui/material';
import { DESIGN_TOKENS } from '@contracts';

const { color, focusRing } = DESIGN_TOKENS;
const focusOutline = (offset: number) => ({ outline: `${focusRing.width}px solid ${color.focus}`, outlineOffset: offset });

/** MUI's small icon (SvgIcon), for the plain `<svg>` of the rows' checkbox and edit link. */
const iconStyle = {
  userSelect: 'none' as const,
  width: '1em',
  height: '1em',
  display: 'inline-block',
  flexShrink: 0,
  fill: 'currentColor',
};

/** What MUI's ButtonBase gives a checkbox's box or an icon button. */
const buttonBaseStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative' as const,
  boxSizing: 'border-box' as const,
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  // Strings: in `sx`, a number here would be a theme spacing or a border width.
  outline: '0',
  border: '0',
  margin: '0',
  cursor: 'pointer',
  userSelect: 'none' as const,
  verticalAlign: 'middle',
  appearance: 'none' as const,
  textDecoration: 'none',
  borderRadius: '50%',
};

/**
 * The tools list's rows are plain elements (ToolRow, ToolRowCheckbox, ToolEditLink) carrying MUI's and
 * react-admin's class names, styled here once for the whole grid with the values MUI's TableRow,
 * TableCell, Checkbox and IconButton take from the theme, instead of one emotion-styled component per
 * element: the same look, hover and keyboard focus ring. First in the grid's style so that the grid's
 * later rules on `.MuiTableCell-root` still win.
 */
export const toolRowStyle = (theme: Theme) => {
  const { fontFamily, fontWeight, fontSize, lineHeight, letterSpacing } = theme.typography.body2;
  const { palette } = theme;
  return {
    '& .tool-row': { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: '0' },
    '& .tool-row.MuiTableRow-hover:hover': { backgroundColor: palette.action.hover },
    '& .tool-cell': {
      fontFamily,
      fontWeight,
      fontSize,
      lineHeight,
      letterSpacing,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${theme.lighten(theme.alpha(palette.divider, 1), 0.88)}`,
      textAlign: 'left' as const,
      padding: '6px 16px',
      color: palette.text.primary,
    },
    '& .tool-cell.MuiTableCell-alignRight': { textAlign: 'right' as const, flexDirection: 'row-reverse' as const },
    '& .tool-cell.MuiTableCell-paddingCheckbox': { width: '24px', padding: '0 8px' },
    // The checkbox: its real input, transparent, over the box drawn by the icon (as MUI's Checkbox).
    '& .tool-checkbox': { ...buttonBaseStyle, padding: '0', color: palette.text.secondary },
    '& .tool-checkbox:hover': { backgroundColor: theme.alpha(palette.primary.main, palette.action.hoverOpacity) },
    '& .tool-checkbox.Mui-checked': { color: palette.primary.main },
    '& .tool-checkbox.Mui-disabled': { pointerEvents: 'none' as const, cursor: 'default', color: palette.action.disabled },
    '& .tool-checkbox:has(> input:focus-visible)': focusOutline(-4),
    '& .tool-checkbox > input': { cursor: 'inherit', position: 'absolute' as const, opacity: 0, width: '100%', height: '100%', top: '0', left: '0', margin: '0', padding: '0', zIndex: 1 },
    '& .tool-checkbox > svg': { ...iconStyle, fontSize: theme.typography.pxToRem(24), transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }) },
    // The edit (or information) link: a small icon button.
    '& .tool-edit-link': {
      ...buttonBaseStyle,
      textAlign: 'center' as const,
      flex: '0 0 auto',
      color: palette.action.active,
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      padding: '5px',
      fontSize: theme.typography.pxToRem(18),
    },
    '& .tool-edit-link:hover': { backgroundColor: palette.action.hover },
    '& .tool-edit-link:focus-visible': focusOutline(focusRing.offset),
    '& .tool-edit-link > svg': { ...iconStyle, fontSize: theme.typography.pxToRem(20), transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }) },
    '@media (hover: none)': { '& .tool-checkbox:hover, & .tool-edit-link:hover': { backgroundColor: 'transparent' } },
  };
};
