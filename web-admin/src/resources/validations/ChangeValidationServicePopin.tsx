import { useState } from 'react';
import { Button, DialogContentText, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Popin } from '../../components/Popin';
import { DirectoryPicker } from '../../components/directory/DirectoryPicker';
import type { DirectoryEntry } from '../../api/directoryEntry';
import type { PortalDataProvider } from '../../dataProvider';
import { useReturnToValidations } from './useReturnToValidations';

/** /admin/validations/change-validation-service: pick the one default approval group and save. */
export const ChangeValidationServicePopin = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { close, busy, submit } = useReturnToValidations();
  const current = useQuery({ queryKey: ['validations', 'service'], queryFn: () => dataProvider.getValidationService(), retry: false });
  const [group, setGroup] = useState<DirectoryEntry[]>([]);
  const [error, setError] = useState<string>();

  const save = async () => {
    const [chosen] = group;
    if (!chosen) {
      setError(translate('portal.tools.form.required'));
      return;
    }
    await submit(() => dataProvider.setValidationService(chosen.id), 'portal.validations.group.saved');
  };

  return (
    <Popin
      title={translate('portal.validations.group.title')}
      onClose={close}
      maxWidth="sm"
      actions={
        <Button variant="contained" onClick={save} disabled={busy}>
          {translate('ra.action.save')}
        </Button>
      }
    >
        {current.isPending ? (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        ) : (
          <DialogContentText sx={{ mb: 2 }}>
            {current.data?.title ? translate('portal.validations.group.current', { title: current.data.title }) : translate('portal.validations.group.none')}
          </DialogContentText>
        )}
        <DirectoryPicker
          single
          autoFocus
          label={translate('portal.validations.group.label')}
          kinds={['group']}
          value={group}
          onChange={(entries) => {
            setGroup(entries);
            setError(undefined);
          }}
          error={error}
        />
    </Popin>
  );
};
