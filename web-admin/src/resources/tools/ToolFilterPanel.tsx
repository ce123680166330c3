import { Box, Collapse, Stack } from '@mui/material';
import { useListContext, useStore, useTranslate } from 'react-admin';
import { DirectoryPicker } from '../../components/directory/DirectoryPicker';
import type { DirectoryEntry, DirectoryKind } from '../../api/directoryEntry';
import { entryOf } from '../../components/directory/directoryLabels';

export const FILTER_PANEL_STORE_KEY = 'tools.filterPanelOpen';
/** Spec section 9: the filter panel opens and closes in 0.5 s. */
const PANEL_ANIMATION_MS = 500;

const PEOPLE: readonly DirectoryKind[] = ['user'];
const PEOPLE_AND_GROUPS: readonly DirectoryKind[] = ['user', 'group'];

/** Filters the tool list by managers and by viewers (people or groups), chosen with directory pickers. */
export const ToolFilterPanel = () => {
  const translate = useTranslate();
  const [open] = useStore<boolean>(FILTER_PANEL_STORE_KEY, false);
  const { filterValues, setFilters } = useListContext();

  const entriesOf = (source: string): DirectoryEntry[] => ((filterValues[source] as string[] | undefined) ?? []).map(entryOf);
  const choose = (source: string) => (entries: DirectoryEntry[]) => {
    const { [source]: _previous, ...others } = filterValues;
    setFilters(entries.length ? { ...others, [source]: entries.map((entry) => entry.value) } : others);
  };

  return (
    <Collapse in={open} timeout={PANEL_ANIMATION_MS} unmountOnExit>
      <Box sx={{ p: 2 }} role="region" aria-label={translate('portal.tools.filters.title')}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Box sx={{ flex: 1 }}>
            <DirectoryPicker
              label={translate('portal.tools.filters.managers')}
              kinds={PEOPLE}
              value={entriesOf('managers')}
              onChange={choose('managers')}
            />
          </Box>
          <Box sx={{ flex: 1 }}>
            <DirectoryPicker
              label={translate('portal.tools.filters.viewers')}
              kinds={PEOPLE_AND_GROUPS}
              value={entriesOf('viewers')}
              onChange={choose('viewers')}
            />
          </Box>
        </Stack>
      </Box>
    </Collapse>
  );
};
