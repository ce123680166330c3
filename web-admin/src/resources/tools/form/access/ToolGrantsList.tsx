import { List, ListItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { formatDisplayDate, toLanguage } from '@contracts';
import type { PortalDataProvider } from '../../../../dataProvider';

export const toolGrantsKey = (toolId: string) => ['access-requests', 'grants', toolId];

/**
 * Under a tool's viewers: those who see it through a grant, with its end ("until …" or "Unlimited").
 * Read for the tool's editors; anyone else is refused by the server, and nothing shows.
 */
export const ToolGrantsList = ({ toolId }: { toolId: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const grants = useQuery({ queryKey: toolGrantsKey(toolId), queryFn: () => dataProvider.getToolGrants(toolId), retry: false });
  if (!grants.data?.length) return null;
  const label = translate('portal.access_requests.grant.viewers');
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {label}
      </Typography>
      <List dense aria-label={label}>
        {grants.data.map((grant) => (
          <ListItem key={grant.userId}>
            {grant.fullname}
            {' — '}
            {grant.endsAt ? translate('portal.access_requests.grant.until', { date: formatDisplayDate(grant.endsAt, toLanguage(locale)) }) : translate('portal.access_requests.unlimited')}
          </ListItem>
        ))}
      </List>
    </>
  );
};
