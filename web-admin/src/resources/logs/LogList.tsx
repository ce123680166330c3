import { Datagrid, List, SearchInput, TextField, TopToolbar } from 'react-admin';
import { LIMITS } from '@contracts';
import { PortalDateField } from '../../components/PortalDateField';
import { ExportCsvLink } from './ExportCsvLink';
import { LogEditLink } from './LogEditLink';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /admin/logs: newest first with the time, who, what, and a way to what changed; 50 a page. */
export const LogList = () => (
  <List
    perPage={LIMITS.tablePageSize}
    sort={{ field: 'created_time', order: 'DESC' }}
    filters={filters}
    actions={
      <TopToolbar>
        <ExportCsvLink />
      </TopToolbar>
    }
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <PortalDateField source="created_time" showTime />
      <TextField source="user.fullname" sortable={false} />
      <TextField source="message" sortable={false} />
      <LogEditLink label="ra.action.edit" />
    </Datagrid>
  </List>
);
