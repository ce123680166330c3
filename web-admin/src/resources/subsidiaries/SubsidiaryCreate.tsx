import { ReferenceDataPopin } from '../../components/referenceData/ReferenceDataPopin';
import { SubsidiaryInputs } from './SubsidiaryInputs';
import { validateSubsidiary } from './subsidiaryValidation';

const NEW_SUBSIDIARY = { name: '', companies: [] };

/** /admin/subsidiaries/add */
export const SubsidiaryCreate = ({ onClose }: { onClose: () => void }) => (
  <ReferenceDataPopin
    resource="subsidiaries"
    title="portal.subsidiaries.add_title"
    savedNotice="portal.subsidiaries.added"
    onClose={onClose}
    validate={validateSubsidiary}
    defaults={NEW_SUBSIDIARY}
    transform={(data) => ({ ...data, is_translated: false })}
  >
    <SubsidiaryInputs />
  </ReferenceDataPopin>
);
