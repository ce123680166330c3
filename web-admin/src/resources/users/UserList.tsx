import { BooleanField, Datagrid, List, SearchInput, TextField } from 'react-admin';
import { LIMITS } from '@contracts';
import { PopinLinkButton } from '../../components/PopinLinkButton';
import { PortalDateField } from '../../components/PortalDateField';
import { secondaryColumn } from '../../components/secondaryColumn';
import { usePopinRoute } from '../../components/usePopinRoute';
import { MoreMatchesNotice } from './MoreMatchesNotice';
import { UserEdit } from './UserEdit';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /admin/users: paginated by the server, 50 a page, searchable, with the edit-user popin. */
export const UserList = () => {
  const popin = usePopinRoute('users');
  const editing = popin.match('edit-user/:id');
  return (
    <>
      <List perPage={LIMITS.tablePageSize} sort={{ field: 'lastname', order: 'ASC' }} filters={filters} exporter={false}>
        <MoreMatchesNotice />
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="lastname" />
          <TextField source="firstname" />
          <TextField source="id_portal" {...secondaryColumn} />
          <TextField source="subsidiary.name" label="resources.users.fields.subsidiary" sortable={false} {...secondaryColumn} />
          <BooleanField source="is_administrator" sortable={false} {...secondaryColumn} />
          <BooleanField source="is_sub_admin" sortable={false} {...secondaryColumn} />
          <PortalDateField source="last_login_time" showTime {...secondaryColumn} />
          <PopinLinkButton to={(id) => popin.pathOf(`edit-user/${id}`)} label="ra.action.edit" kind="edit" />
        </Datagrid>
      </List>
      {editing?.id && <UserEdit id={editing.id} onClose={popin.close} />}
    </>
  );
};
