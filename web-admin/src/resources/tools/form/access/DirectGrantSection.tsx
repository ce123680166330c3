import { useState } from 'react';
import { Box, Button } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { pickTranslation, toLanguage } from '@contracts';
import { translateWorkflowError } from '../../../../components/translateWorkflowError';
import type { DirectoryEntry } from '../../../../api/directoryEntry';
import type { PortalDataProvider } from '../../../../dataProvider';
import type { ToolFormValues } from '../toolFormValues';
import { DirectGrantDialog } from './DirectGrantDialog';
import { toolGrantsKey } from './ToolGrantsList';

/** The end of the chosen day, in the administrator's time zone; '' is a grant without end. */
const endOfDay = (day: string) => (day ? new Date(`${day}T23:59:59`).toISOString() : null);

/**
 * "Grant access" beside a private tool's viewers (administrators and the tool's sub-administrator): the
 * person becomes a viewer at once, until the chosen end. They are added to the form's viewers too, so
 * that saving the form afterwards keeps them; the tool's grants (`ToolGrantsList`) are read again.
 */
export const DirectGrantSection = ({ toolId }: { toolId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const form = useFormContext<ToolFormValues>();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const toolTitle = pickTranslation(form.getValues('title'), toLanguage(locale));
  const grant = useMutation({
    mutationFn: ({ person, endDay }: { person: DirectoryEntry; endDay: string }) => dataProvider.grantAccess(toolId, person.id, endOfDay(endDay)),
    onSuccess: (_answer, { person }) => {
      void queryClient.invalidateQueries({ queryKey: toolGrantsKey(toolId) });
      const viewers = form.getValues('users') ?? [];
      if (!viewers.some((entry) => entry.type === 'user' && entry.value === person.value)) form.setValue('users', [...viewers, person]);
      setOpen(false);
      notify('portal.access_requests.grant.granted', { type: 'success', messageArgs: { name: person.label } });
    },
    onError: (error) => notify(translateWorkflowError(error, translate), { type: 'error' }),
  });
  return (
    <Box sx={{ mt: 2 }}>
      <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        {translate('portal.access_requests.grant.action')}
      </Button>
      {open && (
        <DirectGrantDialog
          toolTitle={toolTitle}
          busy={grant.isPending}
          onConfirm={(person, endDay) => grant.mutate({ person, endDay })}
          onClose={() => setOpen(false)}
        />
      )}
    </Box>
  );
};
