import { useCanAccess } from 'react-admin';
import { ReferenceDataPopin } from '../../components/referenceData/ReferenceDataPopin';
import { DefaultToolInputs } from './DefaultToolInputs';
import { defaultToolPayload, validateDefaultTool } from './defaultToolPayload';

const DELETION = {
  title: 'portal.default_tools.delete_confirm_title',
  content: 'portal.default_tools.delete_confirm',
  notice: 'portal.default_tools.removed',
  noticeArgs: { smart_count: 1 },
};

/** /admin/default_tools/edit/:id; delete (with confirmation) for administrators only. */
export const DefaultToolEdit = ({ id, onClose }: { id: string; onClose: () => void }) => {
  const { canAccess: canDelete } = useCanAccess({ resource: 'default_tools', action: 'delete' });
  return (
    <ReferenceDataPopin
      resource="default_tools"
      id={id}
      title="portal.default_tools.edit_title"
      savedNotice="portal.default_tools.edited"
      onClose={onClose}
      validate={validateDefaultTool}
      transform={defaultToolPayload}
      deletion={canDelete ? DELETION : undefined}
    >
      <DefaultToolInputs />
    </ReferenceDataPopin>
  );
};
