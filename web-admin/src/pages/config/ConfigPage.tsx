import { Alert, Box, Card, CardContent } from '@mui/material';
import { Loading, Title, useCanAccess, useRequireAccess, useTranslate } from 'react-admin';
import { ConfigForm } from './ConfigForm';
import { useAdminConfig } from './useAdminConfig';

const CONFIG_ACCESS = { resource: 'config', action: 'edit' };

/** /admin/config: administrators only; others are sent to the front's 403 page. */
export const ConfigPage = () => {
  const translate = useTranslate();
  const access = useRequireAccess(CONFIG_ACCESS);
  const { canAccess } = useCanAccess(CONFIG_ACCESS);
  const config = useAdminConfig({ enabled: canAccess === true });

  return (
    <Box sx={{ maxWidth: 960, py: 2 }}>
      <Title title="portal.config.title" />
      {access.isPending || config.isPending ? (
        <Loading />
      ) : config.isError ? (
        <Alert severity="error">{translate('portal.config.load_error')}</Alert>
      ) : (
        <Card>
          <CardContent>
            <ConfigForm config={config.data} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
};
