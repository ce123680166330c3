import { Alert, Button } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';

/** Spec section 8: "Error while loading the tool's list." with a refresh button. */
export const ToolListError = ({ onRetry }: { onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
          {translate('portal.tools.list_error.refresh')}
        </Button>
      }
    >
      {translate('portal.tools.list_error.message')}
    </Alert>
  );
};
