import { Box, Chip, Stack, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, TextField, TopToolbar, useTranslate } from 'react-admin';
import { LIMITS, type ApiTokenView } from '@contracts';
import { PopinLinkButton } from '../../components/PopinLinkButton';
import { PortalDateField } from '../../components/PortalDateField';
import { usePopinRoute } from '../../components/usePopinRoute';
import { ApiTokenCreatePopin } from './ApiTokenCreatePopin';
import { RevokeApiTokenButton } from './RevokeApiTokenButton';

const STATE_COLOURS = { active: 'success', expired: 'default', revoked: 'error' } as const;

/** What the page says before the first token, with the create button. */
const NoTokens = ({ createPath }: { createPath: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        {translate('portal.api_tokens.empty')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('portal.api_tokens.empty_help')}
      </Typography>
      <PopinLinkButton to={createPath} label="portal.api_tokens.create" kind="add" />
    </Box>
  );
};

/** /admin/api_tokens: every token, newest first, with its scopes, expiry, last use and state; create and revoke. */
export const ApiTokenList = () => {
  const translate = useTranslate();
  const popin = usePopinRoute('api_tokens');
  return (
    <>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {translate('portal.api_tokens.help')}
      </Typography>
      <List
        perPage={LIMITS.tablePageSize}
        sort={{ field: 'createdAt', order: 'DESC' }}
        empty={<NoTokens createPath={popin.pathOf('add')} />}
        actions={
          <TopToolbar>
            <PopinLinkButton to={popin.pathOf('add')} label="portal.api_tokens.create" kind="add" />
          </TopToolbar>
        }
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="name" label="portal.api_tokens.fields.name" />
          <FunctionField
            source="scopes"
            label="portal.api_tokens.fields.scopes"
            sortable={false}
            render={(token: ApiTokenView) => (
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {token.scopes.map((scope) => (
                  <Chip key={scope} label={scope} size="small" variant="outlined" />
                ))}
              </Stack>
            )}
          />
          <TextField source="hint" label="portal.api_tokens.fields.hint" sortable={false} sx={{ fontFamily: 'monospace' }} />
          <PortalDateField source="expiresAt" label="portal.api_tokens.fields.expiresAt" />
          <FunctionField
            source="lastUsedAt"
            label="portal.api_tokens.fields.lastUsedAt"
            render={(token: ApiTokenView) => (token.lastUsedAt ? <PortalDateField source="lastUsedAt" showTime /> : translate('portal.api_tokens.never_used'))}
          />
          <TextField source="createdBy.fullname" label="portal.api_tokens.fields.createdBy" sortable={false} />
          <FunctionField
            source="state"
            label="portal.api_tokens.fields.state"
            render={(token: ApiTokenView) => <Chip size="small" color={STATE_COLOURS[token.state]} label={translate(`portal.api_tokens.states.${token.state}`)} />}
          />
          <RevokeApiTokenButton />
        </Datagrid>
      </List>
      {popin.match('add') && <ApiTokenCreatePopin onClose={popin.close} />}
    </>
  );
};
