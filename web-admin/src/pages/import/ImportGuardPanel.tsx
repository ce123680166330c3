import type { ImportReport } from '@contracts';
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ConfirmButton } from '../../components/ConfirmButton';
import type { PortalDataProvider } from '../../dataProvider';

const FILES = ['users', 'services'] as const;

/**
 * An import held by the deletion guard: what it would delete, against how many and which limit,
 * and the explicit confirmation (a second question before anything is written) that runs it.
 */
export const ImportGuardPanel = ({ report, onConfirmed }: { report: ImportReport; onConfirmed: (jobId: string) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const confirm = async () => {
    const { data } = await dataProvider.confirmImport(report.jobId!);
    notify('portal.import.guard.started', { type: 'info' });
    if (data.jobId) onConfirmed(data.jobId);
  };
  const over = FILES.filter((file) => report.guard?.[file]?.exceeded);
  return (
    <Alert severity="warning" data-testid="import-guard">
      <AlertTitle>{translate('portal.import.guard.title')}</AlertTitle>
      {over.map((file) => {
        const guard = report.guard![file]!;
        return (
          <Typography key={file} variant="body2">
            {translate(`portal.import.guard.${file}`, { deletions: guard.deletions, size: guard.directorySize, threshold: guard.threshold })}
          </Typography>
        );
      })}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('portal.import.guard.help')}
      </Typography>
      {report.jobId && (
        <Box sx={{ mt: 1 }}>
          <ConfirmButton
            label="portal.import.guard.confirm"
            variant="contained"
            color="warning"
            title="portal.import.guard.confirm"
            content="portal.import.guard.confirm_dialog"
            onConfirm={confirm}
          />
        </Box>
      )}
    </Alert>
  );
};
