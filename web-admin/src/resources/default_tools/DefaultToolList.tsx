import { Typography } from '@mui/material';
import { List, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import { PopinLinkButton } from '../../components/PopinLinkButton';
import { usePopinRoute } from '../../components/usePopinRoute';
import { DefaultToolPopin } from './DefaultToolPopin';
import { DefaultToolTable } from './DefaultToolTable';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The server's largest page: the whole list shows at once, as reordering needs. */
const WHOLE_LIST = 100;

/** /admin/default_tools: the ordered list with its add and edit popins (administrators and sub-administrators). */
export const DefaultToolList = () => {
  const translate = useTranslate();
  const popin = usePopinRoute('default_tools');
  const editing = popin.match('edit/:id');
  return (
    <>
      <List
        perPage={WHOLE_LIST}
        // An empty list still shows its add button (react-admin's empty page would hide it).
        empty={false}
        sort={{ field: 'position', order: 'ASC' }}
        filters={filters}
        pagination={false}
        exporter={false}
        actions={
          <TopToolbar>
            <PopinLinkButton to={popin.pathOf('add')} label="portal.default_tools.add" kind="add" />
          </TopToolbar>
        }
      >
        <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 2 }}>
          {translate('portal.default_tools.title')}
        </Typography>
        <DefaultToolTable editPathOf={(id) => popin.pathOf(`edit/${id}`)} />
      </List>
      {popin.match('add') && <DefaultToolPopin onClose={popin.close} />}
      {editing?.id && <DefaultToolPopin id={editing.id} onClose={popin.close} />}
    </>
  );
};
