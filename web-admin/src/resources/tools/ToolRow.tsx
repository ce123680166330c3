import { Children, isValidElement, useCallback, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Checkbox, TableCell, TableRow, type Theme } from '@mui/material';
import { DatagridClasses, useTranslate, type Identifier } from 'react-admin';
import type { ToolColumnProps } from './ToolFields';

/** What react-admin's DatagridBody gives each row (the list has no row click and no expand panel). */
interface ToolRowProps {
  id?: Identifier;
  className?: string;
  hasBulkActions?: boolean;
  hover?: boolean;
  onToggleItem?: (id: Identifier, event: MouseEvent) => void;
  selectable?: boolean;
  selected?: boolean;
  children?: ReactNode;
}

/** MUI's own class names, so the grid's rules (and MUI's state classes) apply to the plain cells too. */
const CELL_CLASS = 'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall tool-cell';

/**
 * One row of the tools list: react-admin's DatagridRow without its per-cell components. The row
 * (MUI's TableRow, with its hover) and the selection checkbox stay as in every other list; each
 * column's cell is a plain `<td>` carrying MUI's and react-admin's class names and styled once by the
 * grid (`toolCellStyle`), instead of a DatagridCell, a TableCell and an emotion-styled `td` each: 400
 * styled components fewer on a page of 50 tools. Shift-click range selection is the Datagrid's own
 * (`onToggleItem` with the event).
 */
export const ToolRow = ({ id, className, hasBulkActions = false, hover = true, onToggleItem, selectable = true, selected = false, children }: ToolRowProps) => {
  const translate = useTranslate();
  const toggleSelection = useCallback(
    (event: MouseEvent) => {
      if (!selectable || !onToggleItem || id === undefined) return;
      onToggleItem(id, event);
      event.stopPropagation();
    },
    [id, onToggleItem, selectable],
  );
  return (
    <TableRow className={`${className ?? ''} ${DatagridClasses.selectable}`} hover={hover}>
      {hasBulkActions && (
        <TableCell padding="checkbox">
          <Checkbox
            aria-label={translate('ra.action.select_row', { _: 'Select this row' })}
            color="primary"
            className={`select-item ${DatagridClasses.checkbox}`}
            checked={selectable && selected}
            onClick={toggleSelection}
            disabled={!selectable}
          />
        </TableCell>
      )}
      {Children.map(children, (field) => {
        if (!isValidElement<ToolColumnProps>(field)) return null;
        const right = field.props.textAlign === 'right';
        return (
          <td className={`${CELL_CLASS} column-${field.props.source} ${DatagridClasses.rowCell}${right ? ' MuiTableCell-alignRight' : ''}`}>
            {field as ReactElement}
          </td>
        );
      })}
    </TableRow>
  );
};

/**
 * MUI's body cell of a small table (TableCell's own styles with the theme), for the plain cells above;
 * first in the grid's style so that the grid's later rules on `.MuiTableCell-root` still win.
 */
export const toolCellStyle = (theme: Theme) => {
  const { fontFamily, fontWeight, fontSize, lineHeight, letterSpacing } = theme.typography.body2;
  return {
    '& .tool-cell': {
      fontFamily,
      fontWeight,
      fontSize,
      lineHeight,
      letterSpacing,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)}`,
      textAlign: 'left' as const,
      padding: '6px 16px',
      color: theme.palette.text.primary,
    },
    '& .tool-cell.MuiTableCell-alignRight': { textAlign: 'right' as const, flexDirection: 'row-reverse' as const },
  };
};
