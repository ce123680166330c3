import { Datagrid, List, NumberField } from 'react-admin';
import { LIMITS } from '@contracts';
import { PopinLinkButton } from '../../components/PopinLinkButton';
import { PortalDateField } from '../../components/PortalDateField';
import { usePopinRoute } from '../../components/usePopinRoute';
import { CategoryPopin } from './CategoryPopin';
import { CategoryIconField } from './CategoryIconField';
import { CategoryImport } from './CategoryImport';
import { CategoryListActions } from './CategoryListActions';
import { CategoryNameField } from './CategoryNameField';

/** /admin/categories with its add, edit and import popins. */
export const CategoryList = () => {
  const popin = usePopinRoute('categories');
  const editing = popin.match('edit/:id');
  return (
    <>
      <List
        perPage={LIMITS.tablePageSize}
        // An empty list still shows its add button (react-admin's empty page would hide it).
        empty={false}
        sort={{ field: 'name', order: 'ASC' }}
        actions={<CategoryListActions pathOf={popin.pathOf} />}
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <CategoryIconField label="resources.categories.fields.icon" />
          <CategoryNameField label="resources.categories.fields.name" sortBy="name" />
          <NumberField source="totalApps" />
          <PortalDateField source="updated_time" />
          <PopinLinkButton to={(id) => popin.pathOf(`edit/${id}`)} label="ra.action.edit" kind="edit" />
        </Datagrid>
      </List>
      {popin.match('add') && <CategoryPopin onClose={popin.close} />}
      {popin.match('import') && <CategoryImport onClose={popin.close} />}
      {editing?.id && <CategoryPopin id={editing.id} onClose={popin.close} />}
    </>
  );
};
