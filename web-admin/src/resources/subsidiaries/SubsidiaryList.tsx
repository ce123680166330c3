import { Datagrid, List, TextField, TopToolbar } from 'react-admin';
import { LIMITS } from '@contracts';
import { PopinLinkButton } from '../../components/PopinLinkButton';
import { usePopinRoute } from '../../components/usePopinRoute';
import { SubsidiaryPopin } from './SubsidiaryPopin';

/** /admin/subsidiaries: names A→Z, 50 a page, with the add and edit popins over it. */
export const SubsidiaryList = () => {
  const popin = usePopinRoute('subsidiaries');
  const editing = popin.match('edit/:id');
  return (
    <>
      <List
        perPage={LIMITS.tablePageSize}
        // An empty list still shows its add button (react-admin's empty page would hide it).
        empty={false}
        sort={{ field: 'name', order: 'ASC' }}
        actions={
          <TopToolbar>
            <PopinLinkButton to={popin.pathOf('add')} label="ra.action.add" kind="add" />
          </TopToolbar>
        }
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="name" />
          <PopinLinkButton to={(id) => popin.pathOf(`edit/${id}`)} label="ra.action.edit" kind="edit" />
        </Datagrid>
      </List>
      {popin.match('add') && <SubsidiaryPopin onClose={popin.close} />}
      {editing?.id && <SubsidiaryPopin id={editing.id} onClose={popin.close} />}
    </>
  );
};
