import { useCallback } from 'react';
import type { Theme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { DatagridBody, DatagridConfigurable, List, Pagination, SearchInput, useDataProvider, useListContext, useLocaleState, useNavigate } from 'react-admin';
import { LIMITS, type AdminToolRecord } from '@contracts';
import { SharedTooltipArea } from '../../components/SharedTooltip';
import type { PortalDataProvider } from '../../dataProvider';
import { noteEditRequested } from './form/editRequestClock';
import { toolForEditingQuery } from './form/toolForEditingQuery';
import { ToolBulkActions } from './ToolBulkActions';
import { ToolCategoriesField, ToolDateField, ToolNameField, ToolPeopleField, ToolStateField, ToolSubsidiaryField } from './ToolFields';
import { ToolFilterPanel } from './ToolFilterPanel';
import { TOOL_COLUMNS_KEY, ToolListActions } from './ToolListActions';
import { ToolListEmpty } from './ToolListEmpty';
import { ToolListError } from './ToolListError';
import { ToolNamesProvider } from './ToolNamesContext';
import { ToolRow } from './ToolRow';
import { toolRowStyle } from './toolRowStyle';
import { TOOL_LIST_DEFAULT_SORT } from './toolListQuery';
import { useCategoryNames, useSubsidiaryNames } from './useToolReferences';

/**
 * Opens a tool's edit popin from its row's link (`/admin/edit-tool/:id`): notes the click's time (the
 * popin's 1.2 s delay runs from it), asks for the tool so the answer is on its way while the popin's
 * route renders (the popin takes it rather than asking again), and goes to the route.
 */
function useOpenEditPopin() {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const navigate = useNavigate();
  return useCallback(
    (id: string, path: string) => {
      noteEditRequested();
      void queryClient.prefetchQuery(toolForEditingQuery(dataProvider, id));
      navigate(path);
    },
    [queryClient, dataProvider, navigate],
  );
}

const toolFilters = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * Secondary columns hidden until chosen in the column chooser, so the list fits a 1280 px laptop in
 * every language: the creation date (the update date stays).
 */
const TOOL_COLUMNS_HIDDEN_BY_DEFAULT = ['created_time'];

/** Compact cells that wrap long category and people lists instead of widening the page. */
const gridStyle = (theme: Theme) => ({
  ...toolRowStyle(theme),
  '& td': { verticalAlign: 'middle' },
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 1.5 },
  '& .column-categories, & .column-managers, & .column-users, & .column-subsidiaryId': { minWidth: 96, maxWidth: 200 },
  '& th': { whiteSpace: 'nowrap' },
  '& .tool-state': { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1 },
  // On a phone the row keeps its check, its name and its state with the edit link.
  [theme.breakpoints.down('sm')]: {
    // The bulk bar's buttons wrap inside the bar instead of running off the screen.
    '& .RaBulkActionsToolbar-toolbar': { overflow: 'hidden' },
    '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': { height: 'auto' },
    '& .RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap' },
    '& .column-updated_time, & .column-created_time, & .column-categories, & .column-subsidiaryId, & .column-managers, & .column-users': {
      display: 'none',
    },
    // The state's label, edit link and Status link stack instead of widening the row past the screen.
    '& .tool-state': { flexWrap: 'wrap', gap: 0.5 },
  },
});

/** The rows of the list: plain elements (ToolRow), in react-admin's body, which keeps the rows' records and selection. */
const toolBody = <DatagridBody row={<ToolRow />} />;

const ToolGrid = () => {
  const { error, refetch } = useListContext<AdminToolRecord>();
  const categories = useCategoryNames();
  const subsidiaries = useSubsidiaryNames();
  const openEditPopin = useOpenEditPopin();
  const navigate = useNavigate();
  if (error) return <ToolListError onRetry={() => refetch()} />;
  return (
    <ToolNamesProvider>
      <ToolFilterPanel />
      <SharedTooltipArea>
        <DatagridConfigurable
          preferenceKey={TOOL_COLUMNS_KEY}
          omit={TOOL_COLUMNS_HIDDEN_BY_DEFAULT}
          bulkActionButtons={<ToolBulkActions />}
          rowClick={false}
          empty={<ToolListEmpty />}
          body={toolBody}
          sx={gridStyle}
        >
          <ToolNameField source="name" sortBy="name" label="portal.tools.fields.name" />
          <ToolDateField source="updated_time" label="portal.tools.fields.updated_time" />
          <ToolDateField source="created_time" label="portal.tools.fields.created_time" />
          <ToolCategoriesField source="categories" sortable={false} label="portal.tools.fields.categories" names={categories} />
          <ToolSubsidiaryField source="subsidiaryId" sortable={false} label="portal.tools.fields.subsidiary" names={subsidiaries} />
          <ToolPeopleField source="managers" sortable={false} label="portal.tools.fields.managers" />
          <ToolPeopleField source="users" sortable={false} label="portal.tools.fields.users" subsidiaries={subsidiaries} />
          <ToolStateField source="new" sortBy="new" label="portal.tools.fields.state" textAlign="right" onOpen={openEditPopin} onOpenStatus={(id) => navigate(`/tools/${id}/status`)} />
        </DatagridConfigurable>
      </SharedTooltipArea>
    </ToolNamesProvider>
  );
};

/** No "1-50 of 50" under the error message: pages of a list that failed to load mean nothing. */
const ToolPagination = () => {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={[LIMITS.tablePageSize]} />;
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
      sort={TOOL_LIST_DEFAULT_SORT}
      filters={toolFilters}
      actions={<ToolListActions />}
      pagination={<ToolPagination />}
      empty={false}
      // Spec section 8: a failed list shows its own message with a refresh button, no notice.
      queryOptions={{ retry: false, meta: { lang: locale }, onError: (error: unknown) => console.error(error) }}
    >
      <ToolGrid />
    </List>
  );
};
