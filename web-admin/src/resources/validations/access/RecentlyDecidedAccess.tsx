import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { formatDisplayDate, toLanguage } from '@contracts';
import type { PortalDataProvider } from '../../../dataProvider';

/** Under the waiting requests: those another approver (another member of the group) decided lately, with who and when. */
export const RecentlyDecidedAccess = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const decided = useQuery({ queryKey: ['access-requests', 'decided'], queryFn: () => dataProvider.getRecentlyDecidedAccessRequests(), retry: false });
  if (!decided.data?.length) return null;
  return (
    <section aria-label={translate('portal.access_requests.recently_decided')}>
      <Typography variant="subtitle1" component="h3" sx={{ px: 2, pt: 2 }}>
        {translate('portal.access_requests.recently_decided')}
      </Typography>
      <List dense>
        {decided.data.map((request) => (
          <ListItem key={request.id}>
            <ListItemText
              primary={`${request.toolTitle} · ${request.requester.fullname}`}
              secondary={translate(`portal.access_requests.decided.${request.state === 'refused' ? 'refused' : 'granted'}`, {
                name: request.decidedBy?.fullname ?? '',
                date: request.decidedAt ? formatDisplayDate(request.decidedAt, toLanguage(locale), { withTime: true }) : '',
              })}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
};
