import { useState } from 'react';
import { Button as MuiButton } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Popin } from '../../components/Popin';
import { DirectoryPicker } from '../../components/directory/DirectoryPicker';
import type { DirectoryEntry, DirectoryKind } from '../../api/directoryEntry';
import type { PortalDataProvider } from '../../dataProvider';
import { translateWorkflowError } from '../../components/translateWorkflowError';

const KINDS: Record<'managers' | 'users', readonly DirectoryKind[]> = { managers: ['user'], users: ['user', 'group'] };

/**
 * Adds managers (people) or viewers (people and groups) to every checked tool: `PUT updateApps`
 * with the checked tools and the chosen values, then the list is reloaded (spec section 4).
 */
export const BulkAddPeopleButton = ({ field }: { field: 'managers' | 'users' }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { selectedIds } = useListContext();
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<DirectoryEntry[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const key = field === 'managers' ? 'add_managers' : 'add_viewers';

  const close = () => {
    setOpen(false);
    setEntries([]);
    setError(undefined);
  };

  const add = async () => {
    if (!entries.length) {
      setError(translate('portal.tools.form.required'));
      return;
    }
    setSaving(true);
    try {
      await dataProvider.bulkEditTools({ apps: selectedIds.map(String), [field]: entries.map((entry) => entry.value) });
      notify(`portal.tools.bulk.${key}_done`, { type: 'success', messageArgs: { smart_count: selectedIds.length } });
      close();
      refresh();
    } catch (failure) {
      notify(translateWorkflowError(failure, translate), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <MuiButton size="small" startIcon={field === 'managers' ? <PersonAddIcon /> : <GroupAddIcon />} onClick={() => setOpen(true)}>
        {translate(`portal.tools.bulk.${key}`)}
      </MuiButton>
      <Popin
        open={open}
        onClose={close}
        maxWidth="sm"
        title={translate(`portal.tools.bulk.${key}_title`, { smart_count: selectedIds.length })}
        actions={
          <>
            <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton variant="contained" onClick={add} disabled={saving}>
              {translate('portal.tools.bulk.add')}
            </MuiButton>
          </>
        }
      >
          <DirectoryPicker
            label={translate(field === 'managers' ? 'portal.tools.fields.managers' : 'portal.tools.fields.users')}
            kinds={KINDS[field]}
            value={entries}
            onChange={(next) => {
              setEntries(next);
              setError(undefined);
            }}
            error={error}
            helperText={field === 'users' ? translate('portal.tools.bulk.viewers_private_only') : undefined}
            autoFocus
          />
      </Popin>
    </>
  );
};
