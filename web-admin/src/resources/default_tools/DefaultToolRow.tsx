import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import FiberNewIcon from '@mui/icons-material/FiberNew';
import { Checkbox, IconButton, TableCell, TableRow } from '@mui/material';
import { useSortable } from '@dnd-kit/sortable';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import { isLanguage, pickTranslation, toLanguage } from '@contracts';
import { EVERYBODY } from '@contracts/default-tool-rules';
import { LANGUAGE_NAMES } from '../../i18n/language';
import type { DirectoryEntry } from '../../api/directoryEntry';
import { entryOf } from '../../components/directory/directoryLabels';
import { SECONDARY_COLUMN } from '../../components/secondaryColumn';
import type { DefaultToolRecord } from './defaultToolRecord';

interface DefaultToolRowProps {
  record: DefaultToolRecord;
  /** Names of the groups and persons, looked up once for the whole table. */
  audienceNames: Map<string, DirectoryEntry>;
  editPath: string;
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
}

/** One default tool; its handle drags it (mouse, touch, or the keyboard: space, arrows, space). */
export const DefaultToolRow = ({ record, audienceNames, editPath, selectable, selected, onToggle }: DefaultToolRowProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: record.id,
  });
  const name = pickTranslation(record.title, toLanguage(locale));
  const audience = record.groups.filter((entry) => entry !== EVERYBODY).map((value) => (audienceNames.get(value) ?? entryOf(value)).label);
  return (
    <TableRow
      ref={setNodeRef}
      data-testid="default-tool-row"
      selected={selected}
      sx={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition, opacity: isDragging ? 0.6 : 1, bgcolor: 'background.paper' }}
    >
      <TableCell padding="checkbox">
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          aria-label={translate('portal.default_tools.drag_handle', { name })}
          sx={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      </TableCell>
      {selectable && (
        <TableCell padding="checkbox">
          <Checkbox checked={selected} onChange={onToggle} slotProps={{ input: { 'aria-label': name } }} />
        </TableCell>
      )}
      <TableCell>{name}</TableCell>
      <TableCell>
        {isLanguage(record.language) ? LANGUAGE_NAMES[record.language] : translate('portal.common.all_languages')}
      </TableCell>
      <TableCell className={SECONDARY_COLUMN}>{record.subsidiary[0]?.name || translate('portal.default_tools.no_subsidiary')}</TableCell>
      <TableCell className={SECONDARY_COLUMN}>{audience.length ? audience.join(', ') : translate('portal.default_tools.everybody')}</TableCell>
      <TableCell className={SECONDARY_COLUMN}>{record.is_new && <FiberNewIcon color="primary" aria-label={translate('resources.default_tools.fields.is_new')} />}</TableCell>
      <TableCell padding="checkbox">
        <IconButton component={Link} to={editPath} size="small" aria-label={translate('ra.action.edit')}>
          <EditIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
};
