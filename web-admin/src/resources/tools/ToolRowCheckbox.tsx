import type { MouseEvent } from 'react';
import { DatagridClasses } from 'react-admin';

// Material's check box icons, as MUI's Checkbox draws them (CheckBoxOutlineBlank, CheckBox).
const UNCHECKED = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';
const CHECKED = 'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';

const ignoreChange = () => undefined;

/**
 * A row's selection checkbox: a real `<input type="checkbox">` named by `label`, transparent over the
 * icon of MUI's Checkbox, with MUI's class names and look (`toolRowStyle`): no styled component, ripple
 * or focus tracker of its own in each of the 50 rows. The click (mouse, or Space on the focused box)
 * goes to the Datagrid, which keeps the selection and its shift-click ranges; the box shows `checked`.
 */
export const ToolRowCheckbox = ({ label, checked, disabled, onClick }: { label: string; checked: boolean; disabled: boolean; onClick: (event: MouseEvent) => void }) => (
  <span className={`MuiCheckbox-root tool-checkbox select-item ${DatagridClasses.checkbox}${checked ? ' Mui-checked' : ''}${disabled ? ' Mui-disabled' : ''}`}>
    <input type="checkbox" aria-label={label} checked={checked} disabled={disabled} onClick={onClick} onChange={ignoreChange} />
    <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      <path d={checked ? CHECKED : UNCHECKED} />
    </svg>
  </span>
);
