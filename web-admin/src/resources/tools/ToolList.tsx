import { Datagrid, FunctionField, List, Pagination, SearchInput, useListContext, useLocaleState } from 'react-admin';
import { LIMITS } from '@contracts';
import { RelativeDate } from '../../components/RelativeDate';
import { ToolBulkActions } from './ToolBulkActions';
import { ToolCategoriesField, ToolNameField, ToolPeopleField, ToolStateField, ToolSubsidiaryField } from './ToolFields';
import { ToolFilterPanel } from './ToolFilterPanel';
import { ToolListActions } from './ToolListActions';
import { ToolListError } from './ToolListError';
import { ToolNamesProvider } from './ToolNamesContext';
import type { ToolRecord } from './toolTypes';
import { useCategoryNames, useSubsidiaryNames } from './useToolReferences';

const toolFilters = [<SearchInput key="q" source="q" alwaysOn />];

const ToolGrid = () => {
  const { error, refetch } = useListContext<ToolRecord>();
  const categories = useCategoryNames();
  const subsidiaries = useSubsidiaryNames();
  if (error) return <ToolListError onRetry={() => refetch()} />;
  return (
    <ToolNamesProvider>
      <ToolFilterPanel />
      <Datagrid bulkActionButtons={<ToolBulkActions />} rowClick={false} sx={{ '& td': { verticalAlign: 'middle' } }}>
        <FunctionField source="name" sortBy="name" label="portal.tools.fields.name" render={() => <ToolNameField />} />
        <FunctionField
          source="updated_time"
          label="portal.tools.fields.updated_time"
          render={(tool: ToolRecord) => <RelativeDate value={tool.updated_time} />}
        />
        <FunctionField
          source="created_time"
          label="portal.tools.fields.created_time"
          render={(tool: ToolRecord) => <RelativeDate value={tool.created_time} />}
        />
        <FunctionField source="categories" sortable={false} label="portal.tools.fields.categories" render={() => <ToolCategoriesField names={categories} />} />
        <FunctionField source="subsidiaryId" sortable={false} label="portal.tools.fields.subsidiary" render={() => <ToolSubsidiaryField names={subsidiaries} />} />
        <FunctionField source="managers" sortable={false} label="portal.tools.fields.managers" render={() => <ToolPeopleField source="managers" />} />
        <FunctionField
          source="users"
          sortable={false}
          label="portal.tools.fields.users"
          render={() => <ToolPeopleField source="users" subsidiaries={subsidiaries} />}
        />
        <FunctionField source="new" sortBy="new" label="portal.tools.fields.state" textAlign="right" render={() => <ToolStateField />} />
      </Datagrid>
    </ToolNamesProvider>
  );
};

/**
 * The back-office home (/admin): every tool the person may manage, 50 a page, sortable on new,
 * name, updated and created, searchable and filterable by managers and viewers (spec section 2).
 * A sub-administrator's list holds their subsidiary's tools only: the server scopes it.
 */
export const ToolList = () => {
  const [locale] = useLocaleState();
  return (
    <List
      resource="tools"
      title="portal.tools.title"
      perPage={LIMITS.tablePageSize}
      sort={{ field: 'name', order: 'ASC' }}
      filters={toolFilters}
      actions={<ToolListActions />}
      pagination={<Pagination rowsPerPageOptions={[LIMITS.tablePageSize]} />}
      empty={false}
      // Spec section 8: a failed list shows its own message with a refresh button, no notice.
      queryOptions={{ retry: false, meta: { lang: locale }, onError: (error: unknown) => console.error(error) }}
    >
      <ToolGrid />
    </List>
  );
};
