import { useEffect, useState } from 'react';
import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Loading, useCanAccess, useListContext, useTranslate } from 'react-admin';
import { EVERYBODY } from '@contracts/default-tool-rules';
import { useDirectoryLabels } from '../../components/directory/useDirectoryLabels';
import { SECONDARY_COLUMN } from '../../components/secondaryColumn';
import type { DefaultToolRecord } from './defaultToolRecord';
import { DefaultToolRow } from './DefaultToolRow';
import { DeleteConfirmBar } from './DeleteConfirmBar';
import { useMoveDefaultTool } from './useMoveDefaultTool';

/**
 * The default tools in their order, reordered by drag and drop (@dnd-kit, with a keyboard sensor).
 * A move sends the positions of the whole list, which the records carry, so it works while searching.
 */
export const DefaultToolTable = ({ editPathOf }: { editPathOf: (id: string) => string }) => {
  const translate = useTranslate();
  const { data, isPending, filterValues, selectedIds, onToggleItem, onSelect, onUnselectItems } = useListContext<DefaultToolRecord>();
  const { canAccess: canDelete } = useCanAccess({ resource: 'default_tools', action: 'delete' });
  const [rows, setRows] = useState<DefaultToolRecord[]>([]);
  const move = useMoveDefaultTool();
  useEffect(() => setRows(data ?? []), [data]);
  // The names of every row's groups and persons in one lookup, not one per row.
  const audience = useDirectoryLabels(rows.flatMap((row) => row.groups.filter((entry) => entry !== EVERYBODY)));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((row) => row.id === active.id);
    const to = rows.findIndex((row) => row.id === over.id);
    setRows(arrayMove(rows, from, to)); // shown at once; the server's order comes back with the refresh
    move.mutate({ id: String(active.id), from: rows[from].position, to: rows[to].position });
  };

  if (isPending) return <Loading />;
  if (rows.length === 0) {
    const searching = Object.keys(filterValues ?? {}).length > 0;
    return (
      <Typography role="status" sx={{ p: 2 }}>
        {translate(searching ? 'portal.default_tools.empty_search' : 'portal.default_tools.empty')}
      </Typography>
    );
  }
  const allChecked = rows.length > 0 && rows.every((row) => selectedIds.includes(row.id));
  return (
    <>
      {canDelete && <DeleteConfirmBar />}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <Table size="small" className="portal-table-frame" sx={{ display: { xs: 'block', sm: 'table' } }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              {canDelete && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allChecked}
                    indeterminate={!allChecked && selectedIds.length > 0}
                    onChange={() => (allChecked ? onUnselectItems() : onSelect(rows.map((row) => row.id)))}
                    slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }}
                  />
                </TableCell>
              )}
              <TableCell>{translate('resources.default_tools.fields.title')}</TableCell>
              <TableCell>{translate('resources.default_tools.fields.language')}</TableCell>
              <TableCell className={SECONDARY_COLUMN}>{translate('resources.default_tools.fields.subsidiaryId')}</TableCell>
              <TableCell className={SECONDARY_COLUMN}>{translate('resources.default_tools.fields.groups')}</TableCell>
              <TableCell className={SECONDARY_COLUMN}>{translate('resources.default_tools.fields.is_new')}</TableCell>
              <TableCell padding="checkbox" />
            </TableRow>
          </TableHead>
          <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
            <TableBody>
              {rows.map((row) => (
                <DefaultToolRow
                  key={row.id}
                  record={row}
                  audienceNames={audience.entries}
                  editPath={editPathOf(row.id)}
                  selectable={!!canDelete}
                  selected={selectedIds.includes(row.id)}
                  onToggle={() => onToggleItem(row.id)}
                />
              ))}
            </TableBody>
          </SortableContext>
        </Table>
      </DndContext>
    </>
  );
};
