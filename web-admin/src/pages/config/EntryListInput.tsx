import { ArrayInput, RemoveItemButton, SimpleFormIterator, TextInput } from 'react-admin';
import { AddEntryButton } from './AddEntryButton';

/**
 * react-admin shows an entry's remove button only while the mouse is over it: hidden, it cannot be
 * reached with the keyboard nor seen on a laptop's screen. Here it is always there.
 */
const alwaysShownActions = { '& .RaSimpleFormIterator-action': { visibility: 'visible' } } as const;

interface EntryListInputProps {
  source: string;
  /** i18n keys: the add and remove buttons, and each entry's label. */
  labels: { add: string; remove: string; entry: string };
  type?: 'email';
  helperText?: string;
}

/** One of the settings' lists (networks, mails, hosts): an entry a line, with add and remove buttons named in words. */
export const EntryListInput = ({ source, labels, type, helperText }: EntryListInputProps) => (
  <ArrayInput source={source} label={false} helperText={helperText}>
    <SimpleFormIterator
      inline
      disableReordering
      sx={alwaysShownActions}
      addButton={<AddEntryButton label={labels.add} />}
      removeButton={<RemoveItemButton label={labels.remove} />}
    >
      <TextInput source="" type={type} label={labels.entry} helperText={false} sx={{ minWidth: 320 }} />
    </SimpleFormIterator>
  </ArrayInput>
);
