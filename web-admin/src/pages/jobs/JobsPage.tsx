import RefreshIcon from '@mui/icons-material/Refresh';
import ReplayIcon from '@mui/icons-material/Replay';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useLocaleState, useNotify, useRequireAccess, useTranslate } from 'react-admin';
import type { ListedJob } from '@contracts';
import type { PortalDataProvider } from '../../dataProvider';
import { ReportPage } from '../../components/ReportPage';
import { translateError } from '../../i18n/translateError';

const JOBS_ACCESS = { resource: 'jobs', action: 'list' };
const REFRESH_MS = 10_000;
const STATE_COLOURS = { failed: 'error', waiting: 'default', delayed: 'warning', active: 'info' } as const;

/** The parts of the portal and whether each works (GET /api/health), at the top of the Jobs page. */
const HealthNotice = ({ enabled }: { enabled: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const health = useQuery({ queryKey: ['health'], enabled, refetchInterval: REFRESH_MS, queryFn: async () => (await dataProvider.getHealth()).data });
  if (health.isPending) return null;
  if (health.isError) return <Alert severity="warning">{translate('portal.jobs.health_unknown')}</Alert>;
  const down = Object.entries(health.data.checks).filter(([, check]) => check.status === 'down');
  if (down.length === 0) return <Alert severity="success">{translate('portal.jobs.health_ok')}</Alert>;
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{translate('portal.jobs.health_degraded')}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.2rem' }}>
        {down.map(([name, check]) => (
          <li key={name}>
            <strong>{translate(`portal.jobs.check.${name}`, { _: name })}</strong>: {check.status === 'down' ? check.error : ''}
          </li>
        ))}
      </ul>
    </Alert>
  );
};

/** /admin/jobs: administrators only. Failed and waiting mails and imports, with a retry for the failed ones. */
export const JobsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const access = useRequireAccess(JOBS_ACCESS);
  const { canAccess } = useCanAccess(JOBS_ACCESS);
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const jobs = useQuery({
    queryKey: ['jobs'],
    enabled: canAccess === true,
    refetchInterval: REFRESH_MS,
    queryFn: async () => (await dataProvider.getJobs()).data,
  });
  const retry = useMutation({
    mutationFn: async (job: ListedJob) => (await dataProvider.retryJob(job)).data,
    onSuccess: () => {
      notify('portal.jobs.retried', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    },
    onError: (error) => notify(translateError(error, translate), { type: 'error' }),
  });
  const date = (iso: string) => new Date(iso).toLocaleString(locale);

  return (
    <ReportPage messages="portal.jobs" report={jobs} waiting={access.isPending} header={<HealthNotice enabled={canAccess === true} />}>
      {(listed) => (
        <Card>
          <CardContent>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, mb: 2 }}>
              <Box>
                {listed.queues.map((queue) => (
                  <Typography key={queue.queue} variant="body2">
                    <strong>{translate(`portal.jobs.queue.${queue.queue}`)}</strong>: {translate('portal.jobs.counts', { ...queue })}
                  </Typography>
                ))}
              </Box>
              <Button startIcon={<RefreshIcon />} onClick={() => void jobs.refetch()} disabled={jobs.isFetching}>
                {translate('portal.jobs.refresh')}
              </Button>
            </Box>
            {listed.jobs.length === 0 ? (
              <Typography>{translate('portal.jobs.empty')}</Typography>
            ) : (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    {(['queue', 'state', 'job', 'attempts', 'reason', 'created'] as const).map((column) => (
                      <TableCell key={column}>{translate(`portal.jobs.column.${column}`)}</TableCell>
                    ))}
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {listed.jobs.map((job) => (
                    <TableRow key={`${job.queue}:${job.id}`}>
                      <TableCell>{translate(`portal.jobs.queue.${job.queue}`)}</TableCell>
                      <TableCell>
                        <Chip size="small" color={STATE_COLOURS[job.state]} label={translate(`portal.jobs.state.${job.state}`)} />
                      </TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{job.summary}</TableCell>
                      <TableCell>{translate('portal.jobs.attempts', { made: job.attemptsMade, max: job.maxAttempts })}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{job.failedReason ?? ''}</TableCell>
                      <TableCell>{date(job.createdAt)}</TableCell>
                      <TableCell>
                        {job.state === 'failed' && (
                          <Button
                            size="small"
                            startIcon={<ReplayIcon />}
                            aria-label={translate('portal.jobs.retry_label', { id: job.id })}
                            disabled={retry.isPending}
                            onClick={() => retry.mutate(job)}
                          >
                            {translate('portal.jobs.retry')}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      )}
    </ReportPage>
  );
};
