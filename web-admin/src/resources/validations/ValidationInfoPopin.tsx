import { useParams } from 'react-router-dom';
import { Alert, DialogContent, LinearProgress, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isHttpUrl, LANGUAGES } from '@contracts';
import { Popin } from '../../components/Popin';
import { translateWorkflowError } from '../../components/translateWorkflowError';
import { LANGUAGE_NAMES } from '../../i18n/language';
import { useReturnToValidations } from './useReturnToValidations';
import { useValidation } from './useValidation';

/**
 * /admin/validations/infos-edit-tool/:appId/:validationId: the content awaiting approval, per
 * language. Links are offered only for http(s) addresses; texts are shown as text, never as HTML.
 */
export const ValidationInfoPopin = () => {
  const { validationId } = useParams();
  const translate = useTranslate();
  const { close } = useReturnToValidations();
  const validation = useValidation(validationId);
  const changed = validation.data?.changed;

  return (
    <Popin title={translate('portal.validations.info.title')} onClose={close}>
      <DialogContent dividers>
        {validation.isPending ? (
          <LinearProgress />
        ) : validation.isError ? (
          <Alert severity="error">{translateWorkflowError(validation.error, translate)}</Alert>
        ) : (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {translate(validation.data.kind === 'creation' ? 'portal.validations.info.creation' : 'portal.validations.info.edition')}
              {' · '}
              {translate('portal.validations.info.editor', { editor: validation.data.edited_by?.fullname ?? '' })}
            </Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell />
                  <TableCell>{translate('portal.validations.fields.name')}</TableCell>
                  <TableCell>{translate('portal.validations.info.description')}</TableCell>
                  <TableCell>{translate('portal.validations.fields.url')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {LANGUAGES.filter((lang) => changed?.title?.[lang] || changed?.url?.[lang] || changed?.description?.[lang]).map((lang) => {
                  const url = changed?.url?.[lang] ?? '';
                  return (
                    <TableRow key={lang}>
                      <TableCell>{LANGUAGE_NAMES[lang]}</TableCell>
                      <TableCell>{changed?.title?.[lang]}</TableCell>
                      <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{changed?.description?.[lang]}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        {isHttpUrl(url) ? (
                          <Link href={url} target="_blank" rel="noopener noreferrer">
                            {url}
                          </Link>
                        ) : (
                          url
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Stack>
        )}
      </DialogContent>
    </Popin>
  );
};
