import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { Loading, Title, useCanAccess, useRequireAccess, useTranslate } from 'react-admin';
import { FooterForm } from './FooterForm';
import { useFooter } from './useFooter';

const FOOTER_ACCESS = { resource: 'footer', action: 'edit' };

/** /admin/footer: administrators edit the footer text of each language (spec section 2). */
export const FooterPage = () => {
  const translate = useTranslate();
  // Others are sent to the access-denied route, which leads to the front's 403 page.
  const access = useRequireAccess(FOOTER_ACCESS);
  const { canAccess } = useCanAccess(FOOTER_ACCESS); // the same cached answer
  const footer = useFooter({ enabled: canAccess === true });

  return (
    <Box sx={{ maxWidth: 960, py: 2 }}>
      <Title title="portal.footer.title" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('portal.footer.help')}
      </Typography>
      {access.isPending || footer.isPending ? (
        <Loading />
      ) : footer.isError ? (
        <Alert severity="error">{translate('portal.footer.load_error')}</Alert>
      ) : (
        <Card>
          <CardContent>
            <FooterForm footer={footer.data} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
};
