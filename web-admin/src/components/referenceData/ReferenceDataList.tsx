import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Datagrid, List, TopToolbar } from 'react-admin';
import { LIMITS } from '@contracts';
import { PopinLinkButton } from '../PopinLinkButton';
import { usePopinRoute } from '../usePopinRoute';

interface ReferenceDataListProps {
  resource: string;
  /** The add popin, and the edit popin with `id`. */
  popin: ComponentType<{ id?: string; onClose: () => void }>;
  /** The toolbar over the table, given the popins' addresses; by default the add button. */
  actions?: (pathOf: (suffix: string) => string) => ReactElement;
  /** More popins over the list, by the address under it (`import`). */
  morePopins?: Record<string, ComponentType<{ onClose: () => void }>>;
  /** The table's columns; each row ends with its edit link. */
  children: ReactNode;
}

/** A reference data table (categories, subsidiaries): names A→Z, 50 a page, with its popins as routes over it. */
export const ReferenceDataList = ({ resource, popin: RecordPopin, actions, morePopins = {}, children }: ReferenceDataListProps) => {
  const popin = usePopinRoute(resource);
  const editing = popin.match('edit/:id');
  return (
    <>
      <List
        perPage={LIMITS.tablePageSize}
        // An empty list still shows its add button (react-admin's empty page would hide it).
        empty={false}
        sort={{ field: 'name', order: 'ASC' }}
        actions={
          actions?.(popin.pathOf) ?? (
            <TopToolbar>
              <PopinLinkButton to={popin.pathOf('add')} label="ra.action.add" kind="add" />
            </TopToolbar>
          )
        }
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          {children}
          <PopinLinkButton to={(id) => popin.pathOf(`edit/${id}`)} label="ra.action.edit" kind="edit" />
        </Datagrid>
      </List>
      {popin.match('add') && <RecordPopin onClose={popin.close} />}
      {Object.entries(morePopins).map(([path, MorePopin]) => popin.match(path) && <MorePopin key={path} onClose={popin.close} />)}
      {editing?.id && <RecordPopin id={editing.id} onClose={popin.close} />}
    </>
  );
};
