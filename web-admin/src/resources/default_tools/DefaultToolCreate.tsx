import { ALL_LANGUAGES } from '@contracts/default-tool-rules';
import { ReferenceDataPopin } from '../../components/referenceData/ReferenceDataPopin';
import { DefaultToolInputs } from './DefaultToolInputs';
import { defaultToolPayload, validateDefaultTool } from './defaultToolPayload';

const NEW_DEFAULT_TOOL = { tool: null, language: ALL_LANGUAGES, subsidiaryId: null, groups: [], is_new: false };

/** /admin/default_tools/add */
export const DefaultToolCreate = ({ onClose }: { onClose: () => void }) => (
  <ReferenceDataPopin
    resource="default_tools"
    title="portal.default_tools.add_title"
    savedNotice="portal.default_tools.added"
    onClose={onClose}
    validate={validateDefaultTool}
    defaults={NEW_DEFAULT_TOOL}
    transform={defaultToolPayload}
  >
    <DefaultToolInputs />
  </ReferenceDataPopin>
);
