import { useState } from 'react';
import { Alert, Box, CircularProgress, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ACCESS_REQUEST_LIMITS, type AccessRequestWire } from '@contracts';
import type { PortalDataProvider } from '../../../dataProvider';
import { SECONDARY_COLUMN } from '../../../components/secondaryColumn';
import { translateWorkflowError } from '../../../components/translateWorkflowError';
import { AccessDecisionDialog, type AccessDecision } from './AccessDecisionDialog';
import { AccessRequestRow } from './AccessRequestRow';
import { RecentlyDecidedAccess } from './RecentlyDecidedAccess';

const PER_PAGE = ACCESS_REQUEST_LIMITS.pageSize;
const KEY = ['access-requests', 'to-decide'];

/**
 * The Approvals page's "Access requests" tab: the waiting requests the caller may decide, a page at a
 * time. A request decided here stays on the page with who decided and when until the page is read again.
 */
export const AccessRequestsTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [decided, setDecided] = useState<Record<string, AccessRequestWire>>({});
  const [deciding, setDeciding] = useState<{ request: AccessRequestWire; decision: AccessDecision } | null>(null);
  const list = useQuery({
    queryKey: [...KEY, page],
    queryFn: () => dataProvider.getAccessRequestsToDecide(page + 1, PER_PAGE),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const decide = useMutation({
    mutationFn: ({ request, decision, reason, days }: { request: AccessRequestWire; decision: AccessDecision; reason: string; days: number | null }) =>
      decision === 'approve' ? dataProvider.approveAccessRequest(request.id, days) : dataProvider.refuseAccessRequest(request.id, reason),
    onSuccess: (answer, { request, decision }) => {
      setDecided((shown) => ({ ...shown, [answer.id]: answer }));
      setDeciding(null);
      notify(`portal.access_requests.${decision === 'approve' ? 'approved' : 'refused'}`, { type: 'success', messageArgs: { requester: request.requester.fullname } });
    },
    onError: (error) => {
      setDeciding(null);
      notify(translateWorkflowError(error, translate), { type: 'error' });
      // Decided by someone else meanwhile, or gone: read the page again, and who decided.
      void queryClient.invalidateQueries({ queryKey: KEY.slice(0, 1) });
    },
  });

  if (list.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  if (list.isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {(list.error as { body?: unknown }).body ? translateWorkflowError(list.error, translate) : translate('portal.access_requests.load_error')}
      </Alert>
    );
  const rows = list.data.items.map((request) => decided[request.id] ?? request);
  if (!rows.length)
    return (
      <>
        <Typography sx={{ p: 3 }}>{translate('portal.access_requests.empty')}</Typography>
        <RecentlyDecidedAccess />
      </>
    );
  return (
    <>
      <Table size="small" aria-label={translate('portal.access_requests.tabs.access')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('portal.access_requests.fields.tool')}</TableCell>
            <TableCell className={SECONDARY_COLUMN}>{translate('portal.access_requests.fields.requester')}</TableCell>
            <TableCell>{translate('portal.access_requests.fields.reason')}</TableCell>
            <TableCell>{translate('portal.access_requests.fields.days')}</TableCell>
            <TableCell className={SECONDARY_COLUMN}>{translate('portal.access_requests.fields.created')}</TableCell>
            <TableCell>{translate('portal.access_requests.fields.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((request) => (
            <AccessRequestRow key={request.id} request={request} onDecide={(chosen, decision) => setDeciding({ request: chosen, decision })} />
          ))}
        </TableBody>
      </Table>
      {list.data.total > PER_PAGE && (
        <TablePagination
          component="div"
          count={list.data.total}
          page={page}
          rowsPerPage={PER_PAGE}
          rowsPerPageOptions={[PER_PAGE]}
          onPageChange={(_event, next) => setPage(next)}
        />
      )}
      {deciding && (
        <AccessDecisionDialog
          request={deciding.request}
          decision={deciding.decision}
          busy={decide.isPending}
          onConfirm={(reason, days) => decide.mutate({ ...deciding, reason, days })}
          onClose={() => setDeciding(null)}
        />
      )}
      <RecentlyDecidedAccess />
    </>
  );
};
