import type React from 'react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Link, useRecordContext, type Identifier } from 'react-admin';

interface PopinLinkButtonProps {
  /** The popin's route, or for a row, a function of the row's id. */
  to: string | ((id: Identifier) => string);
  label: string;
  kind: 'add' | 'edit';
}

/** A button that opens a popin route over the list (an add button, or a row's edit icon). */
export const PopinLinkButton = ({ to, label, kind }: PopinLinkButtonProps) => {
  const record = useRecordContext();
  const path = typeof to === 'string' ? to : record ? to(record.id) : undefined;
  if (!path) return null;
  return (
    <Button component={Link} to={path} label={label} onClick={(event: React.MouseEvent) => event.stopPropagation()}>
      {kind === 'add' ? <AddIcon /> : <EditIcon />}
    </Button>
  );
};
