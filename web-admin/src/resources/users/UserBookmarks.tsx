import { List, ListItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { pickTranslation, toLanguage, type Translated } from '@contracts';
import type { PortalDataProvider } from '../../dataProvider';

/**
 * The user's bookmarked tools. Switching the default-tools flag off empties the list (spec
 * section 4); the server clears the bookmarks when the popin is saved.
 */
export const UserBookmarks = ({ defaultTools }: { defaultTools: boolean | undefined }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const switchedOff = record?.has_default_bookmarks === true && defaultTools === false;
  const bookmarks = useQuery({
    queryKey: ['getBookmarkedApps', record?.id],
    enabled: record?.id !== undefined,
    queryFn: async () => (await dataProvider.getBookmarkedApps(String(record!.id))).data,
  });
  const tools = switchedOff ? [] : (bookmarks.data ?? []);

  return (
    <div data-testid="user-bookmarks">
      <Typography variant="subtitle2">{translate('portal.users.bookmarks')}</Typography>
      {tools.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('portal.users.no_bookmarks')}
        </Typography>
      ) : (
        <List dense>
          {tools.map((tool) => (
            <ListItem key={tool._id} disableGutters>
              {typeof tool.title === 'string' ? tool.title : pickTranslation(tool.title as Translated, toLanguage(locale))}
            </ListItem>
          ))}
        </List>
      )}
      {switchedOff && (
        <Typography variant="caption" color="warning.main">
          {translate('portal.users.bookmarks_cleared')}
        </Typography>
      )}
    </div>
  );
};
