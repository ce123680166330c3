import { Alert } from '@mui/material';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { LIMITS } from '@contracts';

/** Above the users table when the search matches more people than the server lists: refine it. */
export const MoreMatchesNotice = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { meta } = useListContext();
  if (!(meta as { more?: boolean } | undefined)?.more) return null;
  return (
    <Alert severity="info" role="status" sx={{ mx: 2, mt: 1 }}>
      {translate('portal.users.more_matches', { count: LIMITS.tableSearchListed.toLocaleString(locale) })}
    </Alert>
  );
};
