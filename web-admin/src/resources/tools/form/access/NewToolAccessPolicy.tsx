import { Box, Stack } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { AccessPolicyFields } from './AccessPolicyFields';
import type { NewToolAccessPolicy as Policy } from './useNewToolAccessPolicy';

/** The access settings in the add form, while the visibility is private: saved with the tool's creation. */
export const NewToolAccessPolicy = ({ policy }: { policy: Policy }) => {
  const translate = useTranslate();
  const visibility = useWatch({ name: 'visibility' }) as string;
  if (visibility !== 'private') return null;
  return (
    <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Stack spacing={2} component="section" aria-label={translate('portal.access_requests.policy.requestable')}>
        <AccessPolicyFields idPrefix="new-tool" draft={policy.draft} change={policy.change} errorOf={policy.errorOf} />
      </Stack>
    </Box>
  );
};
