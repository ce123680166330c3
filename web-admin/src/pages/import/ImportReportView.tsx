import type { ImportCounts, ImportReport } from '@contracts';
import { Alert, Chip, List, ListItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { translateErrorCode } from '../../i18n/translateError';
import { ImportGuardPanel } from './ImportGuardPanel';

const COUNTS: (keyof ImportCounts)[] = ['read', 'created', 'updated', 'unchanged', 'deleted', 'rejected'];
const FILES = ['users', 'services'] as const;
/** The first rejected rows shown; the server keeps up to 1,000. */
const REJECTIONS_SHOWN = 50;

/** The report of an import as it runs and once it ends: state, counts per file, rejected rows, error. */
export const ImportReportView = ({ report, onConfirmed }: { report: ImportReport; onConfirmed: (jobId: string) => void }) => {
  const translate = useTranslate();
  // The server counts both files always; only those the import read are shown.
  const files = FILES.filter((file) => report.files.includes(file));
  const rejections = report.rejections ?? [];
  return (
    <Stack spacing={2} data-testid="import-report">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h2">
          {translate('portal.import.report_title')}
        </Typography>
        <Chip
          label={translate(`portal.import.state.${report.state}`)}
          color={
            report.state === 'completed'
              ? 'success'
              : report.state === 'failed'
                ? 'error'
                : report.state === 'awaiting_confirmation'
                  ? 'warning'
                  : 'default'
          }
        />
      </Stack>
      {report.testMode && <Alert severity="info">{translate('portal.import.test_run')}</Alert>}
      {report.state === 'awaiting_confirmation' && <ImportGuardPanel report={report} onConfirmed={onConfirmed} />}
      {report.resumed && <Alert severity="info">{translate('portal.import.resumed')}</Alert>}
      {report.error && (
        <Alert severity="error">{translateErrorCode(report.error.code, translate, report.error.message)}</Alert>
      )}
      {files.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell />
              {COUNTS.map((count) => (
                <TableCell key={count} align="right">
                  {translate(`portal.import.counts.${count}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {files.map((file) => (
              <TableRow key={file}>
                <TableCell component="th">{translate(`portal.import.file.${file}`)}</TableCell>
                {COUNTS.map((count) => (
                  <TableCell key={count} align="right">
                    {report[file]?.[count] ?? 0}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {rejections.length > 0 && (
        <div>
          <Typography variant="subtitle2">{translate('portal.import.rejections')}</Typography>
          <List dense>
            {rejections.slice(0, REJECTIONS_SHOWN).map((rejection, index) => (
              <ListItem key={index} disableGutters>
                {translate(`portal.import.file.${rejection.file}`, { _: rejection.file })} ·{' '}
                {translate('portal.import.line', { line: rejection.line })} · {rejection.reason}
              </ListItem>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
};
