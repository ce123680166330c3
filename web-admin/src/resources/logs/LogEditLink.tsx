import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { Link, useBasename, useRecordContext, useTranslate } from 'react-admin';
import { logTargetPath, type LogTarget } from './logTargetPath';

/** The edit column: opens what the line is about, when the back-office has a screen for it. */
export const LogEditLink = (_props: { label?: string }) => {
  const record = useRecordContext<{ id: string; action?: string; target?: LogTarget | null }>();
  const translate = useTranslate();
  const basename = useBasename();
  const path = logTargetPath(record?.target, record?.action);
  if (!path) return null;
  const label = translate('ra.action.edit');
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={`${basename}${path}`} aria-label={label} size="small">
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};
