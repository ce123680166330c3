/**
 * The class of a table's secondary cells (header and body): the layout hides them on a phone (below
 * MUI's `sm`, 600 px), so a list keeps what identifies a row and its actions and fits 390 px.
 */
export const SECONDARY_COLUMN = 'portal-secondary';

/** The props that mark a react-admin field's column secondary. */
export const secondaryColumn = { cellClassName: SECONDARY_COLUMN, headerClassName: SECONDARY_COLUMN } as const;
