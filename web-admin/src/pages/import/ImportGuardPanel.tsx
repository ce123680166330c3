import type { ImportReport } from '@contracts';
import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { PortalDataProvider } from '../../dataProvider';
import { translateError } from '../../i18n/translateError';

const FILES = ['users', 'services'] as const;

/**
 * An import held by the deletion guard: what it would delete, against how many and which limit,
 * and the explicit confirmation (a second question before anything is written) that runs it.
 */
export const ImportGuardPanel = ({ report, onConfirmed }: { report: ImportReport; onConfirmed: (jobId: string) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [asking, setAsking] = useState(false);
  const confirm = useMutation({
    mutationFn: () => dataProvider.confirmImport(report.jobId!),
    onSuccess: ({ data }) => {
      setAsking(false);
      notify('portal.import.guard.started', { type: 'info' });
      if (data.jobId) onConfirmed(data.jobId);
    },
    onError: (error) => {
      setAsking(false);
      notify(translateError(error, translate), { type: 'error' });
    },
  });
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
          <Button variant="contained" color="warning" disabled={confirm.isPending} onClick={() => setAsking(true)}>
            {translate('portal.import.guard.confirm')}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        isOpen={asking}
        loading={confirm.isPending}
        title="portal.import.guard.confirm"
        content="portal.import.guard.confirm_dialog"
        onConfirm={() => confirm.mutate()}
        onClose={() => setAsking(false)}
      />
    </Alert>
  );
};
