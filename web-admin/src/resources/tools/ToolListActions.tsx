import FilterListIcon from '@mui/icons-material/FilterList';
import DownloadIcon from '@mui/icons-material/Download';
import AddIcon from '@mui/icons-material/Add';
import { Button as MuiButton } from '@mui/material';
import { Button, LinkBase, SelectColumnsButton, TopToolbar, useBasename, useListContext, useLocaleState, useStore, useTranslate } from 'react-admin';
import { API_ROOT, withCacheBuster } from '../../httpClient';
import { FILTER_PANEL_STORE_KEY } from './ToolFilterPanel';

/** Where the column chooser keeps the columns a person chose to see (react-admin's store, per browser). */
export const TOOL_COLUMNS_KEY = 'tools.columns';

/** The CSV export of what the list shows (same filter and order), every page; the server names the file. */
function toolsExportUrl(filter: Record<string, unknown>, sort: { field: string; order: string }, language: string): string {
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    sort: JSON.stringify([sort.field, sort.order]),
    lang: language,
  });
  return withCacheBuster(`${API_ROOT}/admin/tools/export?${query}`);
}

export const ToolListActions = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const [locale] = useLocaleState();
  const { filterValues, sort } = useListContext();
  const [open, setOpen] = useStore<boolean>(FILTER_PANEL_STORE_KEY, false);
  const activeFilters = ['managers', 'viewers'].filter((source) => (filterValues[source] as unknown[] | undefined)?.length).length;
  return (
    // Wraps under the search on a narrow window rather than pushing "Add a tool" off-screen.
    <TopToolbar sx={{ flexWrap: 'wrap', flex: { xs: '0 1 100%', md: '1 0 auto' } }}>
      <MuiButton
        size="small"
        startIcon={<FilterListIcon />}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {translate('portal.tools.filters.toggle')}
        {activeFilters ? ` (${activeFilters})` : ''}
      </MuiButton>
      <SelectColumnsButton preferenceKey={TOOL_COLUMNS_KEY} />
      <MuiButton size="small" startIcon={<DownloadIcon />} href={toolsExportUrl(filterValues, sort, locale)} download>
        {translate('portal.tools.export')}
      </MuiButton>
      <Button component={LinkBase} to={`${basename}/add-tool`} label="portal.tools.add" variant="contained">
        <AddIcon />
      </Button>
    </TopToolbar>
  );
};
