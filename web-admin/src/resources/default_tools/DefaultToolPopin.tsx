import { useCanAccess } from 'react-admin';
import { ALL_LANGUAGES } from '@contracts/default-tool-rules';
import { ReferenceDataPopin } from '../../components/referenceData/ReferenceDataPopin';
import { DefaultToolInputs } from './DefaultToolInputs';
import { defaultToolPayload, validateDefaultTool } from './defaultToolPayload';

const NEW_DEFAULT_TOOL = { tool: null, language: ALL_LANGUAGES, subsidiaryId: null, groups: [], is_new: false };
const DELETION = {
  title: 'portal.default_tools.delete_confirm_title',
  content: 'portal.default_tools.delete_confirm',
  notice: 'portal.default_tools.removed',
  noticeArgs: { smart_count: 1 },
};

/** /admin/default_tools/add, and /admin/default_tools/edit/:id (`id` given); delete (with confirmation) for administrators only. */
export const DefaultToolPopin = ({ id, onClose }: { id?: string; onClose: () => void }) => {
  const { canAccess: canDelete } = useCanAccess({ resource: 'default_tools', action: 'delete' });
  return (
    <ReferenceDataPopin
      resource="default_tools"
      id={id}
      messages="portal.default_tools"
      onClose={onClose}
      validate={validateDefaultTool}
      defaults={NEW_DEFAULT_TOOL}
      transform={defaultToolPayload}
      deletion={id && canDelete ? DELETION : undefined}
    >
      <DefaultToolInputs />
    </ReferenceDataPopin>
  );
};
