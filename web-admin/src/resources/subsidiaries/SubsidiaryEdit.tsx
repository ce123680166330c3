import { ReferenceDataPopin } from '../../components/referenceData/ReferenceDataPopin';
import { SubsidiaryInputs } from './SubsidiaryInputs';
import { validateSubsidiary } from './subsidiaryValidation';

const DELETION = { title: 'portal.subsidiaries.delete_title', content: 'portal.subsidiaries.delete_confirm', notice: 'portal.subsidiaries.deleted' };

/** /admin/subsidiaries/edit/:id, with delete after a confirmation. */
export const SubsidiaryEdit = ({ id, onClose }: { id: string; onClose: () => void }) => (
  <ReferenceDataPopin
    resource="subsidiaries"
    id={id}
    title="portal.subsidiaries.edit_title"
    savedNotice="portal.subsidiaries.edited"
    onClose={onClose}
    validate={validateSubsidiary}
    deletion={DELETION}
  >
    <SubsidiaryInputs />
  </ReferenceDataPopin>
);
