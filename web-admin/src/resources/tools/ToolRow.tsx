import { Children, isValidElement, useCallback, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { DatagridClasses, useTranslate, type Identifier } from 'react-admin';
import type { ToolColumnProps } from './ToolFields';
import { ToolRowCheckbox } from './ToolRowCheckbox';

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
 * One row of the tools list: react-admin's DatagridRow without its per-cell components. The row, its
 * selection checkbox and each column's cell are plain elements (`<tr>`, ToolRowCheckbox, `<td>`)
 * carrying MUI's and react-admin's class names and styled once by the grid (`toolRowStyle`), instead of
 * a TableRow, a Checkbox and a DatagridCell with its TableCell each: some ten styled components fewer a
 * row. The row keeps MUI's hover; selection is shown by the checkbox, as in react-admin's row.
 * Shift-click range selection is the Datagrid's own (`onToggleItem` with the event).
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
    <tr className={`MuiTableRow-root${hover ? ' MuiTableRow-hover' : ''} tool-row ${className ?? ''} ${DatagridClasses.selectable}`}>
      {hasBulkActions && (
        <td className={`${CELL_CLASS} MuiTableCell-paddingCheckbox`}>
          <ToolRowCheckbox
            label={translate('ra.action.select_row', { _: 'Select this row' })}
            checked={selectable && selected}
            disabled={!selectable}
            onClick={toggleSelection}
          />
        </td>
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
    </tr>
  );
};
