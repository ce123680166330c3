import type { ReactNode } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { Loading, Title, useTranslate } from 'react-admin';

interface ReportPageProps<T> {
  /** The page's i18n group: its `title`, `help`, `load_error` (and with `retry`, `retry`) keys. */
  messages: string;
  /** What the page reads; its figures are drawn once read. */
  report: UseQueryResult<T>;
  /** True while the page still waits for something else, e.g. the caller's access. */
  waiting?: boolean;
  /** Between the help and the figures: filters, notices. */
  header?: ReactNode;
  /** A failed read offers to read again. */
  retry?: boolean;
  children: (data: T) => ReactNode;
}

/** A read-only page of the back-office (jobs, usage, API reference): its title and help, then what it read, or why not. */
export function ReportPage<T>({ messages, report, waiting = false, header, retry = false, children }: ReportPageProps<T>) {
  const translate = useTranslate();
  return (
    <Box sx={{ maxWidth: 1200, py: 2, display: 'grid', gap: 2 }}>
      <Title title={`${messages}.title`} />
      <Typography variant="body2" color="text.secondary">
        {translate(`${messages}.help`)}
      </Typography>
      {header}
      {waiting || report.isPending ? (
        <Loading />
      ) : report.isError ? (
        <Alert
          severity="error"
          action={
            retry && (
              <Button color="inherit" size="small" onClick={() => void report.refetch()}>
                {translate(`${messages}.retry`)}
              </Button>
            )
          }
        >
          {translate(`${messages}.load_error`)}
        </Alert>
      ) : (
        children(report.data)
      )}
    </Box>
  );
}
