import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ActionPopin } from '../../../../components/ActionPopin';
import { DirectoryPicker } from '../../../../components/directory/DirectoryPicker';
import type { DirectoryEntry } from '../../../../api/directoryEntry';

interface DirectGrantDialogProps {
  toolTitle: string;
  busy: boolean;
  /** The person, and the last day of access (yyyy-mm-dd) or '' for none. */
  onConfirm: (person: DirectoryEntry, endDay: string) => void;
  onClose: () => void;
}

/** An administrator's direct grant: one person, and an end date or none. */
export const DirectGrantDialog = ({ toolTitle, busy, onConfirm, onClose }: DirectGrantDialogProps) => {
  const translate = useTranslate();
  const [person, setPerson] = useState<DirectoryEntry[]>([]);
  const [endDay, setEndDay] = useState('');
  return (
    <ActionPopin
      title={translate('portal.access_requests.grant.title', { tool: toolTitle })}
      action={{ label: translate('portal.access_requests.grant.action'), disabled: !person.length }}
      busy={busy}
      onAction={() => onConfirm(person[0], endDay)}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <DirectoryPicker label={translate('portal.access_requests.grant.person')} kinds={['user']} single value={person} onChange={setPerson} autoFocus />
        <TextField
          type="date"
          label={translate('portal.access_requests.grant.ends')}
          value={endDay}
          onChange={(event) => setEndDay(event.target.value)}
          helperText={translate('portal.access_requests.grant.ends_help')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
    </ActionPopin>
  );
};
