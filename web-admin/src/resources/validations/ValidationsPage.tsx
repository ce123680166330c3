import { useState } from 'react';
import { Alert, Box, Card, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import GroupsIcon from '@mui/icons-material/Groups';
import { useSearchParams } from 'react-router-dom';
import { Button, LinkBase, Title, useBasename, useCanAccess, usePermissions, useRequireAccess, useTranslate } from 'react-admin';
import type { AdminPermissions } from '../../authProvider';
import { translateWorkflowError } from '../../components/translateWorkflowError';
import { RejectedMailDialog } from './RejectedMailDialog';
import { usePendingValidations } from './usePendingValidations';
import { ValidationPopins } from './ValidationPopins';
import { ValidationTable } from './ValidationTable';
import { AccessRequestsTab } from './access/AccessRequestsTab';

const VALIDATIONS_ACCESS = { resource: 'validations', action: 'list' };
const ACCESS_REQUESTS_ACCESS = { resource: 'access_requests', action: 'list' };

/** The tab a link opens: `?tab=access` (the access-request mails' link) opens the access requests. */
type ApprovalsTab = 'validations' | 'access';

/** /admin/validations: the requests awaiting approval, with their popins over the list, and the access requests' tab. */
export const ValidationsPage = () => {
  const translate = useTranslate();
  const basename = useBasename();
  // Anyone may approve access requests (the server lists only their own); the tools' approvals are for their holders.
  useRequireAccess(ACCESS_REQUESTS_ACCESS);
  const { canAccess: mayApproveTools, isPending } = useCanAccess(VALIDATIONS_ACCESS);
  const { permissions } = usePermissions<AdminPermissions>();
  const pending = usePendingValidations(mayApproveTools === true);
  const [rejectedMail, setRejectedMail] = useState<string | null | undefined>();
  const [search, setSearch] = useSearchParams();
  const tab: ApprovalsTab = search.get('tab') === 'access' || mayApproveTools === false ? 'access' : 'validations';
  if (isPending) return null;

  return (
    <Box sx={{ py: 2 }}>
      <Title title="portal.validations.title" />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
        {permissions?.isAdministrator && (
          <Button component={LinkBase} to={`${basename}/validations/change-validation-service`} label="portal.validations.change_group" variant="outlined">
            <GroupsIcon />
          </Button>
        )}
      </Stack>
      <Tabs value={tab} onChange={(_event, next: ApprovalsTab) => setSearch(next === 'access' ? { tab: next } : {})} sx={{ mb: 1 }}>
        {mayApproveTools && <Tab value="validations" label={translate('portal.access_requests.tabs.validations')} />}
        <Tab value="access" label={translate('portal.access_requests.tabs.access')} />
      </Tabs>
      <Card className="portal-table-frame">
        {tab === 'access' ? (
          <AccessRequestsTab />
        ) : pending.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
          </Box>
        ) : pending.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {pending.error && (pending.error as { body?: unknown }).body ? translateWorkflowError(pending.error, translate) : translate('portal.validations.load_error')}
          </Alert>
        ) : pending.data.length ? (
          <ValidationTable validations={pending.data} onRejected={setRejectedMail} />
        ) : (
          <Typography sx={{ p: 3 }}>{translate('portal.validations.empty')}</Typography>
        )}
      </Card>
      {rejectedMail !== undefined && <RejectedMailDialog email={rejectedMail} onClose={() => setRejectedMail(undefined)} />}
      <ValidationPopins />
    </Box>
  );
};
