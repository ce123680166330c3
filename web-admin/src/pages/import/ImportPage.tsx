import { useState } from 'react';
import { Alert, Box, Card, CardContent, Stack } from '@mui/material';
import { Loading, Title, useCanAccess, useRequireAccess, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useAdminConfig } from '../config';
import { ImportForm } from './ImportForm';
import { ImportReportView } from './ImportReportView';
import { useImportReport } from './useImportReport';

const IMPORT_ACCESS = { resource: 'import-config', action: 'edit' };

/**
 * /admin/import-config: administrators upload the directory files and follow the import's report;
 * an import held by the deletion guard is confirmed here.
 */
export const ImportPage = () => {
  const translate = useTranslate();
  const access = useRequireAccess(IMPORT_ACCESS);
  const { canAccess } = useCanAccess(IMPORT_ACCESS);
  const config = useAdminConfig({ enabled: canAccess === true });
  // ?job= opens an import's report: the link of the mail sent when the nightly import waits for a confirmation.
  const [searchParams] = useSearchParams();
  const [jobId, setJobId] = useState<string | null>(searchParams.get('job'));
  const report = useImportReport(jobId);

  return (
    <Box sx={{ maxWidth: 960, py: 2 }}>
      <Title title="portal.import.title" />
      {access.isPending || config.isPending ? (
        <Loading />
      ) : config.isError ? (
        <Alert severity="error">{translate('portal.config.load_error')}</Alert>
      ) : (
        <Stack spacing={2}>
          <Card>
            <CardContent>
              <ImportForm config={config.data} onStarted={setJobId} />
            </CardContent>
          </Card>
          {report.data && (
            <Card>
              <CardContent>
                <ImportReportView report={report.data} onConfirmed={setJobId} />
              </CardContent>
            </Card>
          )}
        </Stack>
      )}
    </Box>
  );
};
